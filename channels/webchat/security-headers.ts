import type { FastifyInstance } from 'fastify';

/**
 * The chat's content security policy: only our own scripts, styles and connections, no inline
 * code, and framing only by ourselves and the storefront (the widget iframes the page, so
 * X-Frame-Options: DENY would break it; frame-ancestors supersedes it).
 */
export function chatContentSecurityPolicy(storefrontOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "img-src 'self' data:",
    `frame-ancestors 'self' ${storefrontOrigins.join(' ')}`,
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/** The usual security headers, for every response of the scope it is added to. */
export function addSecurityHeaders(scope: FastifyInstance, storefrontOrigins: readonly string[]): void {
  const headers = securityHeaders(storefrontOrigins);
  scope.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
    // widget.js is loaded by the storefront's <script> tag, cross-origin; nothing else is.
    reply.header('cross-origin-resource-policy', request.url.startsWith('/chat/widget.js') ? 'cross-origin' : 'same-origin');
    return payload;
  });
}

/** Also written by hand on the Server-Sent Events stream, which bypasses onSend. */
export function securityHeaders(storefrontOrigins: readonly string[]): Record<string, string> {
  return {
    'content-security-policy': chatContentSecurityPolicy(storefrontOrigins),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'permissions-policy': PERMISSIONS_POLICY,
  };
}
