import { Film, Globe2, Phone, Video, type LucideIcon } from 'lucide-react';
import type { VirtualDateType } from '@sankofa/contracts';

export const DATE_TYPE_LABELS: Record<VirtualDateType, string> = {
  voice_call: 'Voice Call',
  video_chat: 'Video Chat',
  cultural_trivia: 'Cultural Trivia',
};

export const DATE_TYPE_ICONS: Record<VirtualDateType, LucideIcon> = { voice_call: Phone, video_chat: Video, cultural_trivia: Globe2 };

/** The Activities tab's descriptive cards; movie night has no start button. */
export const ACTIVITY_CARDS: ReadonlyArray<{ key: 'voice_call' | 'video_chat' | 'cultural_trivia' | 'movie_night'; icon: LucideIcon }> = [
  { key: 'voice_call', icon: Phone },
  { key: 'video_chat', icon: Video },
  { key: 'cultural_trivia', icon: Globe2 },
  { key: 'movie_night', icon: Film },
];
