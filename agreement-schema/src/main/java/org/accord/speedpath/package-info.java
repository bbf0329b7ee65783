/**
 * The hand-written speed paths that stand in for a library, and the switch that makes each run its
 * library reference instead, so that {@code ./accord bench provider} measures both on the same provider in
 * the same run. Production code never sets it: every path runs the hand-written way unless a benchmark
 * says otherwise.
 */
package org.accord.speedpath;
