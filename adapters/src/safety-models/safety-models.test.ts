import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { faceSimilarity, hashDistance, perceptualHash, safetyModels, sexualContentOf, startSafetyModels } from './index.ts';
import { testImages } from './test-images.ts';

const models = safetyModels();

describe('the safety models, run from their packages on disk', () => {
  it('find the one face in a portrait, with a descriptor, and none in a cup of coffee', async () => {
    const [portrait, coffee] = await Promise.all([models.analyse(testImages.face()), models.analyse(testImages.noFace())]);
    expect(portrait.faces).toHaveLength(1);
    expect(portrait.faces[0]!.confidence).toBeGreaterThan(0.9);
    expect(portrait.faces[0]!.descriptor).toHaveLength(1024);
    expect(portrait.faces[0]!.box.width).toBeGreaterThan(0.2);
    expect(coffee.faces).toHaveLength(0);
  });

  it('tell the same person in two pictures from two people', async () => {
    const [face, sameFace, otherFace] = await Promise.all([testImages.face(), testImages.sameFace(), testImages.otherFace()].map((image) => models.analyse(image)));
    const descriptorOf = (analysis: typeof face) => analysis!.faces[0]!.descriptor;
    expect(faceSimilarity(descriptorOf(face), descriptorOf(sameFace))).toBeGreaterThan(0.8);
    expect(faceSimilarity(descriptorOf(face), descriptorOf(otherFace))).toBeLessThan(0.4);
  });

  it('score ordinary photos as far from sexual content', async () => {
    for (const image of [testImages.face(), testImages.otherFace(), testImages.noFace()]) {
      const { content } = await models.analyse(image);
      expect(content.neutral).toBeGreaterThan(0.9);
      expect(sexualContentOf(content)).toBeLessThan(0.05);
    }
  });

  it('see a head tilted as the picture is turned', async () => {
    const upright = await models.analyse(testImages.face());
    const turned = await models.analyse(await sharp(testImages.face()).rotate(25, { background: '#808080' }).jpeg().toBuffer());
    expect(turned.faces[0]!.roll - upright.faces[0]!.roll).toBeGreaterThan(0.25);
  });

  it('refuse what is not a picture, and go on reading the next', async () => {
    await expect(models.analyse(Buffer.from('not a picture'))).rejects.toThrow(/could not read this picture/);
    expect((await models.analyse(testImages.face())).faces).toHaveLength(1);
  });

  it('refuse work once closed', async () => {
    const own = startSafetyModels();
    await own.close();
    await expect(own.analyse(testImages.face())).rejects.toThrow(/closed/);
  });
});

describe('the perceptual hash', () => {
  it('keeps a photo re-encoded smaller, and parts two photos', async () => {
    const original = await perceptualHash(testImages.face());
    const reencoded = await perceptualHash(await sharp(testImages.face()).resize(200).webp({ quality: 60 }).toBuffer());
    expect(hashDistance(original, reencoded)).toBeLessThanOrEqual(4);
    expect(hashDistance(original, await perceptualHash(testImages.otherFace()))).toBeGreaterThan(16);
    expect(hashDistance(original, await perceptualHash(testImages.sameFace()))).toBeGreaterThan(16);
  });
});
