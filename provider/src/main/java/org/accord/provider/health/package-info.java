/**
 * Whether a provider is alive and ready to take agreements, for probes (Kubernetes, systemd, load
 * balancers): {@code GET /health/live} and {@code GET /health/ready}, JSON naming each check and its state.
 */
package org.accord.provider.health;
