export { contentModule, createContentModule } from './content.module';
export { type ContentService, maskName } from './content.service';
