/**
 * The report stage of the batch tool: an {@link org.accord.scheduler.batch.ExperimentResult} written as CSV,
 * a Markdown table, one JSON document (the {@code --json} shape of the design notes), PNG line charts in
 * the style of the papers' figures, an aligned console table, and a console progress bar for the replay.
 */
package org.accord.cli.report;
