import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';

const hmac = (key: Buffer, ...data: Buffer[]) => {
  const mac = createHmac('sha256', key);
  for (const part of data) mac.update(part);
  return mac.digest();
};

/**
 * A browser's side of Web Push, made with node:crypto alone: the P-256 key pair and auth secret a
 * subscription carries, and the decryption of what a push service delivers (RFC 8291 over the
 * aes128gcm content coding of RFC 8188, one record).
 */
export const createPushDevice = (endpoint: string) => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const userAgentPublic = ecdh.getPublicKey();

  const decrypt = (body: Buffer): string => {
    const salt = body.subarray(0, 16);
    const keyIdLength = body.readUInt8(20);
    const serverPublic = body.subarray(21, 21 + keyIdLength);
    const record = body.subarray(21 + keyIdLength);
    const ecdhSecret = ecdh.computeSecret(serverPublic);
    const prkKey = hmac(auth, ecdhSecret);
    const ikm = hmac(prkKey, Buffer.from('WebPush: info\0'), userAgentPublic, serverPublic, Buffer.from([1]));
    const prk = hmac(salt, ikm);
    const contentKey = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0'), Buffer.from([1])).subarray(0, 16);
    const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0'), Buffer.from([1])).subarray(0, 12);
    const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // The last record ends with the delimiter 2, then any zero padding.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    if (padded[end] !== 2) throw new Error('not the last record of an aes128gcm body');
    return padded.subarray(0, end).toString('utf8');
  };

  return {
    subscription: { endpoint, keys: { p256dh: userAgentPublic.toString('base64url'), auth: auth.toString('base64url') } },
    decrypt,
  };
};

export interface VapidClaims {
  aud: string;
  sub: string;
  exp: number;
}

/**
 * Reads and checks an `Authorization: vapid t=<jwt>, k=<key>` header (RFC 8292): the JWT's ES256
 * signature must verify with `k`, the application server's public key. Answers the claims and `k`.
 */
export const verifyVapid = (authorization: string): { claims: VapidClaims; publicKey: string } => {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [token, publicKey] = [match[1]!, match[2]!];
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') }, format: 'jwk' });
  const valid = verify('sha256', Buffer.from(`${header}.${payload}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!valid) throw new Error('the VAPID signature does not verify with its key');
  return { claims: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as VapidClaims, publicKey };
};
