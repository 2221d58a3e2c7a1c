/** Jest's global teardown: drops the template databases the global setup made (test/jestGlobalSetup.ts). */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { TEMPLATE_ENV, type TemplateKind, templateDatabase } from './server/support/postgresTemplates';

export default function globalTeardown(): void {
  const names = (Object.keys(TEMPLATE_ENV) as TemplateKind[]).map(templateDatabase).filter((name): name is string => name !== undefined);
  if (names.length === 0 || !process.env['TEST_DATABASE_URL']) return;
  execFileSync(path.join(__dirname, '../node_modules/.bin/tsx'), [path.join(__dirname, 'server/support/postgresTemplates.ts'), 'drop', ...names], { stdio: 'inherit' });
}
