/**
 * Provider settings: one typed, validated {@link org.accord.provider.config.ProviderSettings} record,
 * loaded in three layers by {@link org.accord.provider.config.SettingsLoader}: the commented defaults file
 * {@code accord-provider.properties} on the classpath (it documents every setting), then an optional
 * {@code --config FILE} in the same format, then command-line flags. A bad value fails with a
 * {@link org.accord.provider.config.SettingsException} naming the key, the value and where it came from.
 */
package org.accord.provider.config;
