/**
 * {@code ./accord client}: the command line over {@link org.accord.consumer.client.AgreementClient}, with
 * one subcommand per operation (templates, create, negotiate, state, terminate), readable tables by
 * default and the JSON shapes of DESIGN.md with {@code --json}. Errors are one line on stderr naming the
 * reason code, with exit code 1 for a refusal or an unreachable provider and 2 for a usage error.
 */
package org.accord.consumer.cli;
