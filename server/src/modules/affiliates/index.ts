export { affiliatesModule } from './affiliates.module';
export { type CodeBatch, createCodeBatch } from './codes.batch';
