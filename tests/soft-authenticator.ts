/**
 * A software passkey authenticator for tests: it answers the options of @simplewebauthn/server as a
 * browser with a platform authenticator does (P-256 keys, 'none' attestation, the user verified), so the
 * server's real verification runs on real signatures.
 */
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

interface StoredKey {
  privateKey: KeyObject;
  rpId: string;
  userHandle: string;
  counter: number;
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const uint32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

export class SoftAuthenticator {
  readonly keys = new Map<string, StoredKey>();

  /**
   * @param origin the page's origin, as the browser writes it in clientDataJSON
   * @param options.counts whether the key keeps a signature counter (synced passkeys keep 0)
   */
  constructor(
    readonly origin: string,
    readonly options: { counts?: boolean; verifiesUser?: boolean } = {},
  ) {}

  private flags(extra = 0) {
    return UP | (this.options.verifiesUser === false ? 0 : UV) | extra;
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /** navigator.credentials.create(): a new key for the options' RP and user. */
  register(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    if (!jwk.x || !jwk.y) throw new Error('P-256 key without coordinates');
    const cose = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x, 'base64url')],
      [-3, Buffer.from(jwk.y, 'base64url')],
    ]);
    const id = randomBytes(16);
    const counter = this.options.counts ? 1 : 0;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(options.rp.id ?? new URL(this.origin).hostname),
      Buffer.from([this.flags(AT)]),
      uint32(counter),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      id,
      Buffer.from(isoCBOR.encode(cose)),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    this.keys.set(b64url(id), {
      privateKey,
      rpId: options.rp.id ?? new URL(this.origin).hostname,
      userHandle: options.user.id,
      counter,
    });
    return {
      id: b64url(id),
      rawId: b64url(id),
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      type: 'public-key',
    };
  }

  /**
   * navigator.credentials.get(): signs the options' challenge with `keyId`, or with the first key the
   * options allow (any key for a discoverable sign-in).
   */
  assert(options: PublicKeyCredentialRequestOptionsJSON, keyId?: string): AuthenticationResponseJSON {
    const allowed = options.allowCredentials?.map((c) => c.id) ?? [];
    const id = keyId ?? [...this.keys.keys()].find((k) => allowed.length === 0 || allowed.includes(k));
    const key = id === undefined ? undefined : this.keys.get(id);
    if (!id || !key) throw new Error('no key for these options');
    if (this.options.counts) key.counter += 1;
    const authData = Buffer.concat([sha256(key.rpId), Buffer.from([this.flags()]), uint32(key.counter)]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), key.privateKey);
    return {
      id,
      rawId: id,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: key.userHandle,
      },
      clientExtensionResults: {},
      type: 'public-key',
    };
  }
}
