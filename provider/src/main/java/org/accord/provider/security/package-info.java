/**
 * HTTP Basic authentication of SOAP requests against a user file of salted PBKDF2 hashes
 * ({@link org.accord.provider.security.UserFile}), enforced by one CXF interceptor
 * ({@link org.accord.provider.security.BasicAuthInterceptor}) in both deployment modes, and the caller's
 * name for service implementations ({@link org.accord.provider.security.CallerIdentity}). Off by default.
 */
package org.accord.provider.security;
