/**
 * {@code ./accord client}: the command line over {@link org.accord.consumer.client.AgreementClient}, with
 * one subcommand per operation (templates, create, negotiate, state, terminate), readable tables by
 * default and the JSON shapes of DESIGN.md with {@code --json}. Errors are one line on stderr naming the
 * reason code, with exit code 1 for a refusal, an unreachable provider or a refused HTTPS certificate and 2 for a
 * usage error. Passwords (the user's, the trust store's) come from a file, the environment or the terminal
 * ({@link org.accord.consumer.cli.Passwords}), never only from the command line.
 */
package org.accord.consumer.cli;
