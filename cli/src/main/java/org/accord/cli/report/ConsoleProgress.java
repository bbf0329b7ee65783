package org.accord.cli.report;

import java.io.PrintStream;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import org.accord.scheduler.batch.Progress;

/**
 * A text progress bar of replayed points (me.tongfei progressbar), drawn on a stream such as stderr so it
 * never mixes with the table or JSON on stdout. Steps may come from any thread.
 */
public final class ConsoleProgress implements Progress {
    private final PrintStream out;
    private ProgressBar bar;

    public ConsoleProgress(PrintStream out) {
        this.out = out;
    }

    @Override
    public synchronized void start(String task, int points) {
        bar = new ProgressBarBuilder().setTaskName(task).setInitialMax(points).setStyle(ProgressBarStyle.ASCII)
                .setUpdateIntervalMillis(250).setConsumer(new ConsoleProgressBarConsumer(out)).build();
    }

    @Override
    public synchronized void step() {
        if (bar != null) {
            bar.step();
        }
    }

    @Override
    public synchronized void close() {
        if (bar != null) {
            bar.close();
            bar = null;
        }
    }
}
