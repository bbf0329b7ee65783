/**
 * The batch tool: reproduces the papers' experiments offline as read -> replay -> collect -> report. An
 * {@link org.accord.scheduler.batch.Experiment} reads its input into a {@link org.accord.scheduler.batch.Grid}
 * of parameter points and replays one point into {@link org.accord.scheduler.batch.Row}s; a
 * {@link org.accord.scheduler.batch.BatchRunner} replays every point on all cores, each seeded from the run
 * seed, collects the rows in a deterministic order and hands the {@link org.accord.scheduler.batch.ExperimentResult}
 * to {@link org.accord.scheduler.batch.Reporter}s (the command line in examples writes them as tables, CSV,
 * JSON and charts; this module has no output dependencies). The scheduler core packages never depend on this one.
 */
package org.accord.scheduler.batch;
