/** The {@code ./accord provider} command: runs an embedded provider until interrupted. */
package org.accord.provider.cli;
