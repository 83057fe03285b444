export { contentEntry, listContent, previewContent, saveContent } from './content.desk';
export { contentModule, createContentModule } from './content.module';
export { type ContentService, maskName } from './content.service';
