#!/usr/bin/env node
// `tsc-native`: TypeScript 7's native compiler, for the `typecheck` tasks only (README).
// The workspace's `typescript` 5.9 stays for what uses the compiler's JavaScript API
// (typescript-eslint, API Extractor, arethetypeswrong) and for the builds' declaration emit.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
// The package's `exports` do not list its bin: find it next to its package.json.
const tsc = join(dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');
// Single-threaded unless told otherwise: Turborepo already runs two tasks at once on the 2 cores
// CI has, and the compiler's own checker threads then only cost CPU (feature-team measured:
// 8.4 s of CPU with its threads, 4.0 s without, and a shorter wall time under load).
const args = process.argv.slice(2);
if (!args.some((arg) => arg === '--singleThreaded' || arg === '--checkers' || arg.startsWith('--checkers='))) args.push('--singleThreaded');
const { status, signal } = spawnSync(process.execPath, [tsc, ...args], { stdio: 'inherit' });
process.exit(status ?? (signal ? 1 : 0));
