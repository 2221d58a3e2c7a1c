/**
 * Class session codes on the server (issue #19): drawn from the domain's alphabet with a
 * cryptographic random source, stored as their SHA-256 (the player's look-up) and sealed with
 * AES-256-GCM (so the roster sheet can be printed again), under a key derived for this purpose
 * only from the TOTP sealing key (auth/keys.ts), the way TOTP secrets are sealed (auth/totp.ts).
 */
import { createHash, hkdfSync, randomInt } from 'node:crypto';
import { newClassCode } from '../../../domain/groups/classSessionCode';
import type { SigningKeys } from '../../auth/keys';
import { openTotpSecret, sealTotpSecret } from '../../auth/totp';

/** A new code (as stored, without its dash). */
export const drawClassCode = (): string => newClassCode((n) => randomInt(n));

/** The hex SHA-256 of a normalized code: what is stored and looked up. */
export const classCodeHash = (code: string): string => createHash('sha256').update(`class-code:${code}`, 'utf8').digest('hex');

/** The key codes are sealed with: its own purpose, so a sealed code opens nothing else. */
const codeKey = (keys: Pick<SigningKeys, 'totpSeal'>): Buffer => Buffer.from(hkdfSync('sha256', keys.totpSeal, Buffer.alloc(0), 'qg:class-session-code', 32));

/** The additional data a code is sealed with: it opens only for its own assessment. */
const purposeOf = (assessmentId: number): string => `class-code:assessment:${assessmentId}`;

/** Seals an assessment's code for storing. */
export const sealClassCode = (keys: Pick<SigningKeys, 'totpSeal'>, assessmentId: number, code: string): string => sealTotpSecret(codeKey(keys), purposeOf(assessmentId), code);

/** Opens a stored code; `null` when it was sealed for another assessment or under another key. */
export const openClassCode = (keys: Pick<SigningKeys, 'totpSeal'>, assessmentId: number, sealed: string): string | null => openTotpSecret(codeKey(keys), purposeOf(assessmentId), sealed);
