import { Heart, Sparkles, Star } from 'lucide-react';

export const confettiCount = 20;
const shapes = [Heart, Sparkles, Star];
const colours = ['text-primary', 'text-kente-green', 'text-kente-red', 'text-white'];

/** Spread by a fixed pattern rather than at random, so every render draws the same confetti. */
const pieces = Array.from({ length: confettiCount }, (_, index) => ({
  Icon: shapes[index % shapes.length]!,
  colour: colours[index % colours.length]!,
  left: `${(index * 37) % 100}%`,
  delay: `${(index * 173) % 1400}ms`,
  duration: `${2400 + ((index * 311) % 1600)}ms`,
  size: 14 + ((index * 7) % 14),
}));

export function Confetti() {
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0 overflow-hidden motion-reduce:hidden">
      {pieces.map(({ Icon, colour, left, delay, duration, size }, index) => (
        <Icon
          key={index}
          data-testid="confetti"
          className={`animate-confetti absolute -top-8 ${colour}`}
          style={{ left, animationDelay: delay, animationDuration: duration, width: size, height: size }}
          fill="currentColor"
        />
      ))}
    </div>
  );
}
