export { type Gateway, registerGateway } from './gateway';
