package org.accord.scheduler.federation;

import java.util.List;
import java.util.Objects;
import java.util.stream.IntStream;
import org.accord.scheduler.contractnet.Quote;
import org.accord.scheduler.resource.Cluster;
import org.accord.scheduler.resource.Node;

/**
 * A resource in the federation: a cluster of single-processor nodes of one MIPS rating, with a quote (price).
 *
 * <p>Choices where the paper is open: a job's length is measured at the {@link #REFERENCE_MIPS} rating, so it
 * runs {@code runtime * REFERENCE_MIPS / mips} seconds here ({@code D(J, R)}, the expected response time when
 * started at once); the quote is grid dollars per processor-second, so running it here costs
 * {@code B(J, R) = price * D(J, R) * processors} (this reproduces the order of magnitude of the paper's
 * federation-wide incentive, about 4 x 10^9 grid dollars over four days of eight traces).
 *
 * @param name       unique name, e.g. the trace's PWA name {@code KTH-SP2}
 * @param processors processors (one per node), at least 1
 * @param mips       MIPS rating of every processor, positive
 * @param price      quote c, grid dollars per processor-second, positive
 */
public record Provider(String name, int processors, double mips, double price) {

    /** The MIPS rating at which job run times are given. */
    public static final double REFERENCE_MIPS = 1000;

    public Provider {
        Objects.requireNonNull(name, "provider name must not be null");
        if (processors < 1) {
            throw new IllegalArgumentException("provider processors must be at least 1: " + processors);
        }
        if (!(mips > 0) || Double.isInfinite(mips)) {
            throw new IllegalArgumentException("provider MIPS rating must be positive: " + mips);
        }
        if (!(price > 0) || Double.isInfinite(price)) {
            throw new IllegalArgumentException("provider price must be positive: " + price);
        }
    }

    /** The provider's cluster: {@code processors} nodes of one processor at this MIPS rating. */
    public Cluster cluster() {
        List<Node> nodes = IntStream.range(0, processors).mapToObj(i -> new Node(name + "-" + i, 1, mips)).toList();
        return new Cluster(nodes, REFERENCE_MIPS);
    }

    /** What this provider advertises to the contract net's managers. */
    public Quote quote() {
        return new Quote(name, mips, price, processors);
    }

    /** {@code D(J, R)}: seconds a job of {@code referenceRuntime} (at the reference rating) runs here. */
    public double executionTime(double referenceRuntime) {
        return referenceRuntime * REFERENCE_MIPS / mips;
    }

    /** {@code B(J, R)}: what running the job here costs its user and earns this provider. */
    public double cost(double referenceRuntime, int jobProcessors) {
        return price * executionTime(referenceRuntime) * jobProcessors;
    }
}
