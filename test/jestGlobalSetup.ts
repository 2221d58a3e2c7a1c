/**
 * Jest's global setup: on PostgreSQL (TEST_DATABASE_URL), makes the run's template databases
 * (test/server/support/postgresTemplates.ts) in a child process and names them to the workers
 * through the environment, which they inherit.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { TEMPLATE_ENV, type TemplateKind } from './server/support/postgresTemplates';

const script = path.join(__dirname, 'server/support/postgresTemplates.ts');
const tsx = path.join(__dirname, '../node_modules/.bin/tsx');

export default function globalSetup(): void {
  if (!process.env['TEST_DATABASE_URL']) return;
  const output = execFileSync(tsx, [script, 'create'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const names = JSON.parse(output.trim().split('\n').pop() ?? '{}') as Record<TemplateKind, string>;
  for (const kind of Object.keys(TEMPLATE_ENV) as TemplateKind[]) process.env[TEMPLATE_ENV[kind]] = names[kind];
}
