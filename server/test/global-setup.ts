import type { TestProject } from 'vitest/node';
import { testPostgres } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const pg = await testPostgres();
  project.provide('adminUrl', pg.adminUrl);
  return () => pg.stop();
}
