export { limitsModule } from './limits.module';
