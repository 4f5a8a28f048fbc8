import type { SelfiePose } from '@sankofa/contracts';

/** Each pose's instruction stays on the screen this long: time to read it, move, and hold. */
export const POSE_MS = 2000;
/**
 * Frames are taken this far into each pose's window, every 350 ms: the server needs one frame showing the
 * pose, and evenly spread frames catch it however quickly she moves (or a fake camera cycling through
 * poses every half second, as the browser journey's does).
 */
export const FRAME_OFFSETS_MS = [150, 500, 850, 1200, 1550, 1900] as const;
/** Small frames: enough for the models, about ten kilobytes each. */
const FRAME_WIDTH = 400;

export interface PoseFrame {
  pose: SelfiePose;
  image: string;
}

/** The camera's picture now as a small JPEG, in base64 without its `data:` prefix. */
export const frameOf = (video: HTMLVideoElement): string => {
  const canvas = document.createElement('canvas');
  const scale = Math.min(1, FRAME_WIDTH / (video.videoWidth || FRAME_WIDTH));
  canvas.width = Math.round((video.videoWidth || 640) * scale);
  canvas.height = Math.round((video.videoHeight || 480) * scale);
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.8).replace(/^data:image\/jpeg;base64,/, '');
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Shows each pose in turn (`onPose`) for POSE_MS and takes frames during its window; the frames are
 * labelled with the pose that was on the screen, which is what the server checks them against.
 */
export const capturePoses = async (video: HTMLVideoElement, poses: readonly SelfiePose[], onPose: (pose: SelfiePose | null) => void): Promise<PoseFrame[]> => {
  const frames: PoseFrame[] = [];
  for (const pose of poses) {
    onPose(pose);
    // Offsets from the window's start, so a late timer does not push every later frame along.
    const start = performance.now();
    for (const offset of FRAME_OFFSETS_MS) {
      await wait(start + offset - performance.now());
      frames.push({ pose, image: frameOf(video) });
    }
    await wait(start + POSE_MS - performance.now());
  }
  onPose(null);
  return frames;
};
