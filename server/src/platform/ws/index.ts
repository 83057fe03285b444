export { type Gateway, registerGateway, SESSIONS_REVOKED_CHANNEL, type SessionsRevoked } from './gateway';
