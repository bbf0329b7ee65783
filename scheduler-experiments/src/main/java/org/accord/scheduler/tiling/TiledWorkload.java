package org.accord.scheduler.tiling;

import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;

import org.accord.scheduler.plan.Frame;
import org.accord.scheduler.plan.PlanningRequest;

/**
 * A synthetic SLA set and the tiling it was cut from: {@code requests.get(i)} is the rectangle
 * {@code tiles.get(i)}. Requests are in arrival order (a seeded shuffle, so arrival order reveals
 * nothing of the perfect packing).
 *
 * @param frame    the frame the tiles fill exactly
 * @param requests the SLAs in arrival order
 * @param tiles    the rectangle of each SLA, same index
 */
public record TiledWorkload(Frame frame, List<PlanningRequest> requests, List<Tile> tiles) {

    public TiledWorkload {
        requests = List.copyOf(requests);
        tiles = List.copyOf(tiles);
        if (requests.size() != tiles.size()) {
            throw new IllegalArgumentException("need one tile per request: " + requests.size() + " vs " + tiles.size());
        }
    }

    /**
     * The requests in generating order: by tile start, then first processor. Packing them in this order
     * with the single-iteration packer rebuilds the tiling and reaches 100%.
     */
    public List<PlanningRequest> generatingOrder() {
        return IntStream.range(0, tiles.size()).boxed()
                .sorted(Comparator.comparingInt((Integer i) -> tiles.get(i).start())
                        .thenComparingInt(i -> tiles.get(i).firstProcessor()))
                .map(requests::get)
                .toList();
    }

    /** Mean N_CPU of the set. */
    public double meanCpus() {
        return tiles.stream().mapToInt(Tile::cpus).average().orElse(0);
    }
}
