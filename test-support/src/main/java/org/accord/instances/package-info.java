/**
 * Provider instances as processes of their own, for what must kill one with {@code kill -9}: the demo with
 * several instances and the instances benchmark. {@link InstanceProcess} starts {@code ./accord provider} in a
 * child JVM on this JVM's class path, reads its address from its banner, tells from its log whether it leads
 * execution, and kills it. Never shipped in a provider.
 */
package org.accord.instances;
