export { AuthContext, type AuthState } from './auth-context';
export { AuthProvider } from './auth-provider';
export { useAuth } from './use-auth';
export { RouteGuard } from './route-guard';
