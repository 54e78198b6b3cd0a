// The browser's side of the login robot check (ALTCHA proof of work), shared by the H5 app and the staff console.
export { deriveKey, pureDeriveKey } from './deriveKey.ts';
export { solveCaptcha } from './solveCaptcha.ts';
