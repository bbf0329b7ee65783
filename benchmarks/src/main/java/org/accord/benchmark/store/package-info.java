/** The embedded store's write path (journal and flusher into H2), measured in CPU time per agreement. */
package org.accord.benchmark.store;
