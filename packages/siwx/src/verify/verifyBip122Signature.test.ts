import * as ecc from '@bitcoinerlab/secp256k1';
import { bitcoinMessageHash } from '@connect-modal/devnet';
import { base64 } from '@scure/base';
import { initEccLib, networks, payments } from 'bitcoinjs-lib';
import type { Network } from 'bitcoinjs-lib';
import { ECPairFactory } from 'ecpair';
import type { ECPairInterface } from 'ecpair';
import { describe, expect, it } from 'vitest';
import { verifySiwxSignature } from './verifySiwxSignature.js';

initEccLib(ecc);
const ECPair = ECPairFactory(ecc);
const MAINNET = 'bip122:000000000019d6689c085ae165831e93';
const TESTNET = 'bip122:000000000933ea01ad0ee984209779ba';

const verify = (address: string, message: string, signature: string, chainId = MAINNET) =>
  verifySiwxSignature({ chainId, address, signed: { message, signature } });

// BIP-322 "Test vectors": the key, its P2WPKH address and two signatures of each message.
const BIP_WIF = 'L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k';
const BIP_P2WPKH = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l';
const BIP_VECTORS = [
  { message: '', signature: 'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=' },
  { message: '', signature: 'AkgwRQIhAPkJ1Q4oYS0htvyuSFHLxRQpFAY56b70UvE7Dxazen0ZAiAtZfFz1S6T6I23MWI2lK/pcNTWncuyL8UL+oMdydVgzAEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy' },
  { message: 'Hello World', signature: 'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=' },
  { message: 'Hello World', signature: 'AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy' },
];
// Bitcoin Core's BIP-322 P2TR vector (same key, key-path, SIGHASH_ALL) and the BIP's generated vectors
// (bip-0322/generated-test-vectors.json: a P2WPKH and a P2TR SIGHASH_DEFAULT "simple" signature).
const CORE_P2TR = 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3';
const CORE_P2TR_SIGNATURE = 'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ==';
const GENERATED = {
  p2wpkh: {
    address: 'bc1qkntwc3c4dzxh9xh6875l03fn3vkk023jgak3u7',
    message: 'ESHJI7MWUL64AXHBI42L3UR4QA',
    signature: 'AkcwRAIgCYHF/vn67iZX5WBimh84kqD6pTME6eNCMGhfFnnwCNECIAF3nMCk/RfLit+uv8a8FgfQIw0f0ASE21GSz7rX17PsASEDTA2vM8bOtUFgvenSDUmvkq7aWNwoTB0CMiM6carHY1s=',
    wrongSigner: 'bc1qx3f9s3scavc92s3g2fhwzqzn7qucd37ez03jpf',
  },
  p2tr: {
    address: 'bc1p9cyuceaazr8cz46mvgkzl94wy397mwpqsrk84su37t72jvkg6wzqv52nfp',
    message: 'TPIZPITUIHEUHO5ACOL6W6MBVD',
    signature: 'AUBay6NwR4LEYedkTG+vE9F7C0RTOCB5NH6ZAqf+3hudjHIkOzSZk1jW/5Kt0wRKX3llJ25os+0qktdou4/Y8516',
    wrongSigner: 'bc1pr72av8sh7qc2ssxs8w0hlj0cl82g2q2dvypngzgsrmd4plml84ksmfyv0q',
  },
  p2wsh: {
    address: 'bc1qa8xp82hejuydq8d9yc44s662ras5ncr98gxz3n53s6vklwgrczrqc4fqtn',
    message: 'GDU6AXT64O5ZS4AHHXK5JETYRM',
    signature:
      'BABIMEUCIQCLKarc4DfTq5bmqPVjRZ/qBvRPy886P2dM1tDK/92WIgIgN7y495rkp5FPcpjohhl8Knmo9rf63tPLGIVo8PKE81ABSDBFAiEAz2U1cppenj2Kbg8DkS3wXMmAN4jvZvsP/PdcCI1akogCIFlrCbW2+GbMRkvObV2utVdHYBxIJhM6DJlv1NIwViXBAUdSIQJx+IVtFfezY//G7PB/9/Z2fWatDxm5+M0195sX3Y1qoyECvDKp35BSlVD2TFqMPy7MlXJrqGl3nkQAgo51DfiRIqlSrg==',
  },
};

/** A BIP-137 signature made with bitcoinjs' curve library: header (27 + recovery id + offset), r, s. */
function signBip137(pair: ECPairInterface, message: string, headerOffset: number): string {
  const digest = bitcoinMessageHash(new TextEncoder().encode(message));
  const { signature, recoveryId } = ecc.signRecoverable(digest, pair.privateKey ?? new Uint8Array());
  return base64.encode(Uint8Array.of(27 + recoveryId + headerOffset, ...signature));
}

function addresses(pair: ECPairInterface, network: Network) {
  const pubkey = pair.publicKey;
  const p2wpkh = payments.p2wpkh({ pubkey, network });
  return {
    p2pkh: payments.p2pkh({ pubkey, network }).address ?? '',
    p2shP2wpkh: payments.p2sh({ redeem: p2wpkh, network }).address ?? '',
    p2wpkh: p2wpkh.address ?? '',
    p2tr: payments.p2tr({ internalPubkey: pubkey.slice(1, 33), network }).address ?? '',
  };
}

describe('Bitcoin sign-in signatures: BIP-322 simple', () => {
  it('accepts the BIP-322 P2WPKH vectors, made by the key that derives the address', async () => {
    const pair = ECPair.fromWIF(BIP_WIF);
    expect(addresses(pair, networks.bitcoin).p2wpkh).toBe(BIP_P2WPKH);
    expect(addresses(pair, networks.bitcoin).p2tr).toBe(CORE_P2TR);
    for (const { message, signature } of BIP_VECTORS) expect(await verify(BIP_P2WPKH, message, signature)).toBe(true);
  });

  it('refuses a vector for a tampered message and for another address', async () => {
    const [empty, , hello] = BIP_VECTORS;
    expect(await verify(BIP_P2WPKH, 'Hello World', empty?.signature ?? '')).toBe(false);
    expect(await verify(BIP_P2WPKH, 'Hello World!', hello?.signature ?? '')).toBe(false);
    expect(await verify(BIP_P2WPKH, '', hello?.signature ?? '')).toBe(false);
    expect(await verify(GENERATED.p2wpkh.wrongSigner, 'Hello World', hello?.signature ?? '')).toBe(false);
  });

  it('accepts taproot key-path signatures with SIGHASH_ALL and SIGHASH_DEFAULT', async () => {
    expect(await verify(CORE_P2TR, 'Hello World', CORE_P2TR_SIGNATURE)).toBe(true);
    expect(await verify(GENERATED.p2tr.address, GENERATED.p2tr.message, GENERATED.p2tr.signature)).toBe(true);
    expect(await verify(GENERATED.p2wpkh.address, GENERATED.p2wpkh.message, GENERATED.p2wpkh.signature)).toBe(true);
  });

  it('refuses taproot signatures for a tampered message, another key or a changed sighash byte', async () => {
    expect(await verify(CORE_P2TR, 'Hello World.', CORE_P2TR_SIGNATURE)).toBe(false);
    expect(await verify(CORE_P2TR, '', CORE_P2TR_SIGNATURE)).toBe(false);
    expect(await verify(GENERATED.p2tr.wrongSigner, GENERATED.p2tr.message, GENERATED.p2tr.signature)).toBe(false);
    expect(await verify(GENERATED.p2tr.address, 'IHUVDIXOZV7EE7RU6CP7JUS57N', GENERATED.p2tr.signature)).toBe(false);
    const bytes = base64.decode(CORE_P2TR_SIGNATURE);
    bytes[bytes.length - 1] = 0x81; // SIGHASH_ALL|ANYONECANPAY: not what the key signed.
    expect(await verify(CORE_P2TR, 'Hello World', base64.encode(bytes))).toBe(false);
    // The P2WPKH witness is no taproot signature, and the other way round.
    expect(await verify(CORE_P2TR, 'Hello World', BIP_VECTORS[2]?.signature ?? '')).toBe(false);
    expect(await verify(BIP_P2WPKH, 'Hello World', CORE_P2TR_SIGNATURE)).toBe(false);
  });

  it('gives false for address types it does not check (P2WSH) and for malformed input', async () => {
    expect(await verify(GENERATED.p2wsh.address, GENERATED.p2wsh.message, GENERATED.p2wsh.signature)).toBe(false);
    const hello = BIP_VECTORS[2]?.signature ?? '';
    expect(await verify(BIP_P2WPKH, 'Hello World', 'not base64!')).toBe(false);
    expect(await verify(BIP_P2WPKH, 'Hello World', '')).toBe(false);
    expect(await verify(BIP_P2WPKH, 'Hello World', base64.encode(base64.decode(hello).subarray(0, 60)))).toBe(false);
    expect(await verify(BIP_P2WPKH, 'Hello World', base64.encode(Uint8Array.of(...base64.decode(hello), 0)))).toBe(false);
    expect(await verify('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0m', 'Hello World', hello)).toBe(false);
    expect(await verify('not an address', 'Hello World', hello)).toBe(false);
  });
});

describe('Bitcoin sign-in signatures: BIP-137', () => {
  const pair = ECPair.makeRandom();
  const uncompressed = ECPair.fromPrivateKey(pair.privateKey ?? new Uint8Array(), { compressed: false });
  const message = 'example.com wants you to sign in with your Bitcoin account';

  it('accepts each address type with its own header range, on mainnet, testnet and regtest', async () => {
    for (const network of [networks.bitcoin, networks.testnet, networks.regtest]) {
      const own = addresses(pair, network);
      expect(await verify(own.p2pkh, message, signBip137(pair, message, 4))).toBe(true);
      expect(await verify(own.p2shP2wpkh, message, signBip137(pair, message, 8))).toBe(true);
      expect(await verify(own.p2wpkh, message, signBip137(pair, message, 12))).toBe(true);
      const legacy = payments.p2pkh({ pubkey: uncompressed.publicKey, network }).address ?? '';
      expect(await verify(legacy, message, signBip137(uncompressed, message, 0))).toBe(true);
    }
  });

  it('refuses a header that does not match the address type', async () => {
    const own = addresses(pair, networks.bitcoin);
    expect(await verify(own.p2pkh, message, signBip137(pair, message, 12))).toBe(false);
    expect(await verify(own.p2pkh, message, signBip137(pair, message, 0))).toBe(false);
    expect(await verify(own.p2wpkh, message, signBip137(pair, message, 4))).toBe(false);
    expect(await verify(own.p2wpkh, message, signBip137(pair, message, 8))).toBe(false);
    expect(await verify(own.p2shP2wpkh, message, signBip137(pair, message, 12))).toBe(false);
    expect(await verify(own.p2shP2wpkh, message, signBip137(pair, message, 4))).toBe(false);
    const bytes = base64.decode(signBip137(pair, message, 12));
    bytes[0] = 43; // Past the last header range.
    expect(await verify(own.p2wpkh, message, base64.encode(bytes))).toBe(false);
  });

  it('refuses a BIP-137 signature offered for a taproot address, whatever its header', async () => {
    const own = addresses(pair, networks.bitcoin);
    for (const offset of [0, 4, 8, 12]) expect(await verify(own.p2tr, message, signBip137(pair, message, offset))).toBe(false);
  });

  it('refuses a tampered message, another key and a changed recovery id', async () => {
    const own = addresses(pair, networks.testnet);
    const signature = signBip137(pair, message, 12);
    expect(await verify(own.p2wpkh, `${message}.`, signature, TESTNET)).toBe(false);
    expect(await verify(addresses(ECPair.makeRandom(), networks.testnet).p2wpkh, message, signature, TESTNET)).toBe(false);
    const bytes = base64.decode(signature);
    bytes[0] = (((bytes[0] ?? 0) - 39) ^ 1) + 39;
    expect(await verify(own.p2wpkh, message, base64.encode(bytes), TESTNET)).toBe(false);
  });
});
