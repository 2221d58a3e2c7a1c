/** Handlers of the back office's platform configuration (src/contract/services/platformConfiguration.ts); no customer account is reached. */
import { platformConfiguration } from '../../../contract';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { readJsonConfig, updateJsonConfig } from './service';

/** The platform configuration's handlers. */
export function platformConfigurationRoutes(): BoundHandler[] {
  return [
    handle(platformConfiguration.readJsonConfig, ({ query }, call) => readJsonConfig(call, query)),
    handle(platformConfiguration.updateJsonConfig, ({ body }, call) => updateJsonConfig(call, body)),
  ];
}
