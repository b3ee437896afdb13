#!/usr/bin/env node
// Prints the current TOTP code of a secret (RFC 6238, 30 s, 6 digits), as an authenticator app
// would: for the console's demo operators in development (README "The operator console").
import { generate } from 'otplib';

const secret = process.argv[2];
if (!secret || !/^[A-Z2-7]+=*$/i.test(secret)) {
  console.error('usage: node scripts/totp-code.mjs <base32 secret>');
  process.exit(2);
}
console.log(await generate({ secret: secret.toUpperCase() }));
