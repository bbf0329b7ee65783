package org.accord.scheduler.tiling;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
import java.util.SplittableRandom;

/**
 * Cuts a P x H frame into rectangles that tile it exactly, by guillotine cuts: starting from the whole
 * frame, the largest rectangle (ties: lowest start, then lowest processor) is cut in two until there are
 * {@code count} rectangles. It is cut across the axis on which it is longer relative to the target mean
 * size (width P x meanCpuFraction, length P x H / (count x width)), at a uniformly random point between
 * 15% and 85% of that side (at least one unit from either end). Every cut keeps the pieces' union equal
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
        while (queue.size() + unsplittable.size() < s.slaCount() && !queue.isEmpty()) {
            Tile tile = queue.poll();
            if (tile.area() == 1) {
                unsplittable.add(tile);
            } else {
                boolean acrossWidth = tile.hours() == 1
                        || tile.cpus() > 1 && tile.cpus() / targetWidth >= tile.hours() / targetLength;
                queue.addAll(acrossWidth ? splitWidth(tile, random) : splitLength(tile, random));
            }
        }
        List<Tile> tiles = new ArrayList<>(queue);
        tiles.addAll(unsplittable);
        tiles.sort(Comparator.comparingInt(Tile::start).thenComparingInt(Tile::firstProcessor));
        return tiles;
    }

    private static List<Tile> splitWidth(Tile t, SplittableRandom random) {
        int left = cutPoint(t.cpus(), random);
        return List.of(new Tile(t.firstProcessor(), left, t.start(), t.hours()),
                new Tile(t.firstProcessor() + left, t.cpus() - left, t.start(), t.hours()));
    }

    private static List<Tile> splitLength(Tile t, SplittableRandom random) {
        int first = cutPoint(t.hours(), random);
        return List.of(new Tile(t.firstProcessor(), t.cpus(), t.start(), first),
                new Tile(t.firstProcessor(), t.cpus(), t.start() + first, t.hours() - first));
    }

    private static int cutPoint(int length, SplittableRandom random) {
        int point = (int) Math.round(length * (0.15 + 0.7 * random.nextDouble()));
        return Math.max(1, Math.min(length - 1, point));
    }
}
