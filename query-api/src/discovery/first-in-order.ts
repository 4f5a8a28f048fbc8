/**
 * Keeps the first `limit` of the items offered, in `compare` order, without sorting them all: a
 * heap with the last item kept on top, so that most items offered cost one comparison.
 */
export const firstInOrder = <Item>(limit: number, compare: (a: Item, b: Item) => number) => {
  const heap: Item[] = [];
  const comesAfter = (i: number, j: number) => compare(heap[i]!, heap[j]!) > 0;
  const swap = (i: number, j: number) => {
    const item = heap[i]!;
    heap[i] = heap[j]!;
    heap[j] = item;
  };
  const siftUp = (index: number) => {
    let child = index;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      if (!comesAfter(child, parent)) return;
      swap(child, parent);
      child = parent;
    }
  };
  const siftDown = (index: number) => {
    let parent = index;
    for (;;) {
      const left = 2 * parent + 1;
      if (left >= heap.length) return;
      const child = left + 1 < heap.length && comesAfter(left + 1, left) ? left + 1 : left;
      if (!comesAfter(child, parent)) return;
      swap(child, parent);
      parent = child;
    }
  };

  return {
    offer(item: Item) {
      if (heap.length < limit) {
        heap.push(item);
        siftUp(heap.length - 1);
      } else if (heap.length > 0 && compare(item, heap[0]!) < 0) {
        heap[0] = item;
        siftDown(0);
      }
    },
    /** Once `limit` items are kept, the last of them: an item coming after it would not be kept. */
    last: (): Item | undefined => (heap.length < limit ? undefined : heap[0]),
    /** The items kept, first first. */
    sorted: (): Item[] => [...heap].sort(compare),
  };
};
