package org.accord.cli;

import java.io.PrintStream;

import org.accord.demo.DemoProgress;
import org.accord.demo.OfferOutcome;

import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;

/** The demo's progress on stderr: a bar of offers decided, then a bar of agreements ended. */
final class DemoProgressBar implements DemoProgress, AutoCloseable {

    private static final int WIDTH = 100;

    private final PrintStream err;
    private ProgressBar bar;

    DemoProgressBar(PrintStream err) {
        this.err = err;
    }

    @Override
    public synchronized void replaying(int offers) {
        open("offers decided", offers);
    }

    @Override
    public synchronized void decided(OfferOutcome outcome) {
        bar.step();
    }

    @Override
    public synchronized void awaiting(int agreements) {
        open("agreements ended", agreements);
    }

    @Override
    public synchronized void ended() {
        bar.step();
    }

    @Override
    public synchronized void close() {
        if (bar != null) {
            bar.close();
            bar = null;
        }
    }

    private void open(String task, int total) {
        close();
        bar = new ProgressBarBuilder().setTaskName(task).setInitialMax(total).setUpdateIntervalMillis(200)
                .setConsumer(new ConsoleProgressBarConsumer(err, WIDTH)).build();
    }
}
