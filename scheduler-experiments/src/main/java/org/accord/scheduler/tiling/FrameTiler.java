package org.accord.scheduler.tiling;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
import java.util.SplittableRandom;

/**
 * Cuts a P x H frame into rectangles that tile it exactly, by guillotine cuts: starting from the whole
 * frame, the largest rectangle (ties: lowest start, then lowest processor), or with the {@code area-weighted}
 * split rule a random one drawn with probability proportional to its area, is cut in two until there are
 * {@code count} rectangles. It is cut across the axis on which it is longer relative to the target mean
 * size (width P x meanCpuFraction, length P x H / (count x width)), at a uniformly random point between
 * {@code cutMin} (15% by default) and {@code 1 - cutMin} of that side (at least one unit from either end). Every cut keeps the pieces' union equal
 * to the parent, so the result is a partition of the frame.
 */
final class FrameTiler {

    private FrameTiler() {
    }

    static List<Tile> cut(TilingSettings s, SplittableRandom random) {
        double targetWidth = Math.max(1.0, s.processors() * s.meanCpuFraction());
        double targetLength = (double) s.processors() * s.hours() / (s.slaCount() * targetWidth);
        PriorityQueue<Tile> queue = new PriorityQueue<>(Comparator.comparingInt(Tile::area).reversed()
                .thenComparingInt(Tile::start).thenComparingInt(Tile::firstProcessor));
        queue.add(new Tile(0, s.processors(), 0, s.hours()));
        List<Tile> unsplittable = new ArrayList<>();
        boolean weighted = "area-weighted".equals(s.splitRule());
        List<Tile> pool = new ArrayList<>(queue);
        while ((weighted ? pool.size() : queue.size()) + unsplittable.size() < s.slaCount()
                && !(weighted ? pool.isEmpty() : queue.isEmpty())) {
            Tile tile = weighted ? pickByArea(pool, random) : queue.poll();
            if (tile.area() == 1) {
                unsplittable.add(tile);
            } else {
                boolean acrossWidth = tile.hours() == 1
                        || tile.cpus() > 1 && tile.cpus() / targetWidth >= tile.hours() / targetLength;
                List<Tile> pieces = acrossWidth ? splitWidth(tile, s.cutMin(), random) : splitLength(tile, s.cutMin(), random);
                (weighted ? pool : queue).addAll(pieces);
            }
        }
        List<Tile> tiles = new ArrayList<>(weighted ? pool : queue);
        tiles.addAll(unsplittable);
        tiles.sort(Comparator.comparingInt(Tile::start).thenComparingInt(Tile::firstProcessor));
        return tiles;
    }

    /** Removes and returns a tile of {@code pool} drawn with probability proportional to its area. */
    private static Tile pickByArea(List<Tile> pool, SplittableRandom random) {
        long total = 0;
        for (Tile t : pool) {
            total += t.area();
        }
        long target = (long) (random.nextDouble() * total);
        for (int i = 0; i < pool.size(); i++) {
            target -= pool.get(i).area();
            if (target < 0) {
                Tile last = pool.get(pool.size() - 1);
                Tile chosen = pool.get(i);
                pool.set(i, last);
                pool.remove(pool.size() - 1);
                return chosen;
            }
        }
        return pool.remove(pool.size() - 1);
    }

    private static List<Tile> splitWidth(Tile t, double cutMin, SplittableRandom random) {
        int left = cutPoint(t.cpus(), cutMin, random);
        return List.of(new Tile(t.firstProcessor(), left, t.start(), t.hours()),
                new Tile(t.firstProcessor() + left, t.cpus() - left, t.start(), t.hours()));
    }

    private static List<Tile> splitLength(Tile t, double cutMin, SplittableRandom random) {
        int first = cutPoint(t.hours(), cutMin, random);
        return List.of(new Tile(t.firstProcessor(), t.cpus(), t.start(), first),
                new Tile(t.firstProcessor(), t.cpus(), t.start() + first, t.hours() - first));
    }

    private static int cutPoint(int length, double cutMin, SplittableRandom random) {
        int point = (int) Math.round(length * (cutMin + (1 - 2 * cutMin) * random.nextDouble()));
        return Math.max(1, Math.min(length - 1, point));
    }
}
