import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { startSafetyModels } from './safety-models.ts';
import { screenPatternOf } from './screen-pattern.ts';
import { poseFrameJpeg, testImages } from './test-images.ts';

const models = startSafetyModels();
afterAll(() => models.close());

const scoreOf = async (image: Buffer) => (await models.analyse(image)).faces[0]!.screenPattern;

describe('the screen-pattern heuristic, beside the anti-spoof model', () => {
  it('scores the photo of a screen clearly above every face before the camera, at full size and as a small camera frame', async () => {
    const faces = [testImages.face(), testImages.sameFace(), testImages.otherFace()];
    const small = (image: Buffer) => sharp(image).resize({ width: 320 }).jpeg({ quality: 80 }).toBuffer();
    const faceScores = await Promise.all([...faces, ...(await Promise.all(faces.map(small)))].map(scoreOf));
    const screenScores = await Promise.all([testImages.screenPhoto(), await small(testImages.screenPhoto())].map(scoreOf));
    expect(Math.max(...faceScores)).toBeLessThan(0.1);
    expect(Math.min(...screenScores)).toBeGreaterThan(0.5);
    // The anti-spoof model alone does not tell them apart: why the heuristic is here.
    expect((await models.analyse(testImages.screenPhoto())).faces[0]!.real).toBeGreaterThan(0.5);
  }, 60_000);

  it("is measured on the face's box only, and finds nothing in a box too small to hold a period", async () => {
    const frame = await poseFrameJpeg(testImages.screenPhoto(), 'closer');
    const { box } = (await models.analyse(frame)).faces[0]!;
    expect(await screenPatternOf(frame, box)).toBeGreaterThan(0.5);
    expect(await screenPatternOf(frame, { ...box, width: 0.01, height: 0.01 })).toBe(0);
  }, 60_000);
});
