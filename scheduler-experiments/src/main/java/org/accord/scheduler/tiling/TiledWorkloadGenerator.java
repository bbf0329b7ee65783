package org.accord.scheduler.tiling;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.accord.scheduler.plan.Frame;
import org.accord.scheduler.plan.PlanningRequest;

/**
 * Generates the paper's synthetic SLA sets, for which a 100% packing exists by construction.
 *
 * <ol>
 *   <li><b>Tiling.</b> The P x H frame (whole hours) is cut by guillotine cuts into
 *       {@code slaCount} rectangles whose mean width is about P x {@code meanCpuFraction} (see
 *       {@code FrameTiler}); each rectangle is one rigid SLA with N_CPU = width, t_D = length.</li>
 *   <li><b>Windows.</b> The paper does not say how windows were drawn; the choice here: a laxity
 *       t_L is drawn uniformly from [0, 2 x meanLaxityFactor x t_D] (or, with the {@code exponential}
 *       laxity distribution, exponentially with mean meanLaxityFactor x t_D), rounded to whole hours, split
 *       uniformly into slack before and after the rectangle, and clipped to the frame:
 *       T_S = max(0, start - before), T_F = min(H, end + after). The rectangle's own position always lies
 *       inside its window, so the tiling stays a feasible 100% packing.</li>
 *   <li><b>Arrival order.</b> The SLAs are shuffled and numbered {@code sla-0, sla-1, ...} in that
 *       order; all get price V_TOT = {@code price}.</li>
 * </ol>
 * Everything is drawn from one {@link SplittableRandom} seeded by the caller: equal seeds, equal sets.
 */
public final class TiledWorkloadGenerator {

    private TiledWorkloadGenerator() {
    }

    /** The set for {@code settings} and {@code seed}. */
    public static TiledWorkload generate(TilingSettings settings, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Tile> generated = FrameTiler.cut(settings, random);
        int[] arrival = shuffled(generated.size(), random);
        List<Tile> tiles = new ArrayList<>(generated.size());
        List<PlanningRequest> requests = new ArrayList<>(generated.size());
        for (int k = 0; k < arrival.length; k++) {
            Tile tile = generated.get(arrival[k]);
            tiles.add(tile);
            requests.add(requestFor("sla-" + k, tile, settings, random));
        }
        return new TiledWorkload(Frame.ofHours(settings.processors(), settings.hours()), requests, tiles);
    }

    private static PlanningRequest requestFor(String id, Tile tile, TilingSettings s, SplittableRandom random) {
        double draw = "exponential".equals(s.laxityDistribution())
                ? -Math.log(1 - random.nextDouble()) * s.meanLaxityFactor()
                : random.nextDouble() * 2 * s.meanLaxityFactor();
        int laxity = (int) Math.min(s.hours(), Math.round(draw * tile.hours()));
        int before = random.nextInt(laxity + 1);
        int earliestStart = Math.max(0, tile.start() - before);
        int latestFinish = Math.min(s.hours(), tile.end() + laxity - before);
        return PlanningRequest.rigid(id, earliestStart, latestFinish, tile.cpus(), tile.hours(), s.price());
    }

    private static int[] shuffled(int n, SplittableRandom random) {
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int swap = order[i];
            order[i] = order[j];
            order[j] = swap;
        }
        return order;
    }
}
