import { useRef, useState, type PointerEvent } from 'react';
import { commitDistancePx, type SwipeDirection } from '../../swipe-constants.ts';

/** Below this a press is a tap (for the photo carousel), not a drag. */
const dragStartPx = 8;

/**
 * Horizontal drag of the top card with pointer events (mouse, touch and pen alike). The pointer
 * is captured only once a drag has begun, so taps still reach the carousel's buttons.
 */
export function useSwipeDrag(onCommit: (direction: SwipeDirection) => void) {
  const [offsetX, setOffsetX] = useState(0);
  const [dragging, setDragging] = useState(false);
  const start = useRef<{ pointerId: number; x: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    start.current = { pointerId: event.pointerId, x: event.clientX };
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (start.current?.pointerId !== event.pointerId) return;
    const distance = event.clientX - start.current.x;
    if (!dragging && Math.abs(distance) < dragStartPx) return;
    if (!dragging) {
      event.currentTarget.setPointerCapture(event.pointerId);
      setDragging(true);
    }
    setOffsetX(distance);
  };

  const release = (event: PointerEvent<HTMLElement>) => {
    if (start.current?.pointerId !== event.pointerId) return;
    start.current = null;
    setDragging(false);
    if (Math.abs(offsetX) > commitDistancePx) onCommit(offsetX > 0 ? 'right' : 'left');
    else setOffsetX(0);
  };

  const cancel = () => {
    start.current = null;
    setDragging(false);
    setOffsetX(0);
  };

  return {
    offsetX,
    dragging,
    handlers: { onPointerDown, onPointerMove, onPointerUp: release, onPointerCancel: cancel },
  };
}
