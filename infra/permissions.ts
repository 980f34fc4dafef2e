/**
 * What each handler group may do beyond running: an infra decision, kept next to the stack rather than in
 * lambdas/routes.ts. A group that is not listed gets read access to the table and nothing else, so a new
 * group starts least-privileged and asks for more here.
 */
export interface GroupPermissions {
  table: "read" | "readWrite";
  /** Cognito user-pool actions, granted on the pool's ARN only. */
  cognito: string[];
  /** May send mail through SES as the sender identity. */
  sendMail: boolean;
}

/**
 * Every handler reads the session from its cookies and refreshes an expired id token with
 * REFRESH_TOKEN_AUTH (lambdas/lib/session.ts), so every group may call InitiateAuth on the pool.
 */
const SESSION_ACTIONS = ["cognito-idp:InitiateAuth"];

/**
 * The user-pool calls lambdas/auth/handler.ts makes (SignUp, AdminConfirmSignUp, AdminGetUser,
 * AdminSetUserPassword, AdminUserGlobalSignOut, InitiateAuth, RevokeToken) plus GetUser. Listed one by one
 * rather than `Admin*`; tests/unit/infra.test.ts fails when lambdas/ starts using a Cognito command that
 * is not granted here.
 */
export const AUTH_COGNITO_ACTIONS = [
  "cognito-idp:SignUp",
  "cognito-idp:AdminConfirmSignUp",
  "cognito-idp:AdminGetUser",
  "cognito-idp:AdminSetUserPassword",
  "cognito-idp:AdminUserGlobalSignOut",
  "cognito-idp:InitiateAuth",
  "cognito-idp:RevokeToken",
  "cognito-idp:GetUser",
];

const PERMISSIONS: Record<string, GroupPermissions> = {
  // Rate-limit counters and reset tokens live in the table.
  auth: { table: "readWrite", cognito: AUTH_COGNITO_ACTIONS, sendMail: true },
  npcs: { table: "readWrite", cognito: SESSION_ACTIONS, sendMail: false },
  events: { table: "readWrite", cognito: SESSION_ACTIONS, sendMail: false },
  records: { table: "readWrite", cognito: SESSION_ACTIONS, sendMail: false },
};

const DEFAULT_PERMISSIONS: GroupPermissions = { table: "read", cognito: SESSION_ACTIONS, sendMail: false };

export function permissionsFor(groupName: string): GroupPermissions {
  return PERMISSIONS[groupName] ?? DEFAULT_PERMISSIONS;
}
