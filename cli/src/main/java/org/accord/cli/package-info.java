/**
 * The {@code ./accord} command line: the launcher's entry point and the commands it dispatches to. Each
 * command is a thin picocli adapter over an API of another module, so everything a command does can also
 * be done from Java.
 */
package org.accord.cli;
