import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export type ApiRole = 'anon' | 'service_role';

/** Supabase's API keys are long-lived HS256 JWTs whose only meaningful claim is the role. */
export async function signApiKey(role: ApiRole, jwtSecret: string): Promise<string> {
  return new SignJWT({ role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('supabase-local')
    .setIssuedAt()
    .setExpirationTime('10y')
    .sign(new TextEncoder().encode(jwtSecret));
}

export function newJwtSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** True when `key` is a valid, unexpired key for `role` signed with `jwtSecret`. */
export async function isApiKeyFor(key: string | undefined, role: ApiRole, jwtSecret: string): Promise<boolean> {
  if (!key) return false;
  try {
    const { payload } = await jwtVerify(key, new TextEncoder().encode(jwtSecret), { algorithms: ['HS256'] });
    return payload.role === role;
  } catch {
    return false;
  }
}
