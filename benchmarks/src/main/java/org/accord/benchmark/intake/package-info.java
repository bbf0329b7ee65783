/** The CPU the provider's offer intake costs per offer on the request thread. */
package org.accord.benchmark.intake;
