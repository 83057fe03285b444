import type { TestProject } from 'vitest/node';
import { testPostgres } from './postgres';
import { createMigratedTemplate, dropDatabase } from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const pg = await testPostgres();
  const template = await createMigratedTemplate(pg.adminUrl);
  project.provide('adminUrl', pg.adminUrl);
  project.provide('migratedTemplate', template);
  return async () => {
    await dropDatabase(pg.adminUrl, template);
    await pg.stop();
  };
}
