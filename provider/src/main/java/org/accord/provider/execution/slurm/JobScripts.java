package org.accord.provider.execution.slurm;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import org.accord.provider.execution.SlaKind;
import org.accord.provider.config.SlurmSettings;
import org.accord.provider.execution.Work;

/**
 * Turns admitted {@link Work} into the batch job Slurm runs for it. The job is named and commented with the
 * agreement id (how a restarted provider finds it), asks for the agreed CPUs, and gets the agreed run time as
 * its time limit. A deadline job also gets {@code --deadline}: the agreement's latest finish, plus what Slurm's
 * rounding of the time limit up to whole minutes adds (otherwise Slurm would drop a 10-second job due in 30
 * seconds at once, its one-minute limit not fitting).
 *
 * <p>What runs: the script the job description names ({@link JobDescriptionScript}); an agreement whose job
 * description names no executable runs {@code sleep} for its agreed run time, which is how the demo turns trace
 * jobs into real Slurm jobs of the promised duration.
 */
final class JobScripts {
    private final Path defaultDirectory;

    JobScripts(Path defaultDirectory) {
        this.defaultDirectory = defaultDirectory;
    }

    JobSubmission submission(Work work, SlurmSettings settings) {
        Duration limit = work.runTime().compareTo(Duration.ofSeconds(1)) < 0 ? Duration.ofSeconds(1) : work.runTime();
        JobDescriptionScript script = JobDescriptionScript.of(work.job(), limit);
        String directory = script.workingDirectory().orElseGet(() -> ensure(defaultDirectory)).toString();
        JobSubmission job = new JobSubmission(work.agreementId(), work.agreementId(), settings.partition(), work.cpus(),
                limit, Optional.empty(), Optional.empty(), settings.account(), settings.user(), directory, script.text());
        if (work.kind() == SlaKind.DEADLINE) {
            long rounding = job.timeLimitMinutes() * 60 - limit.toSeconds();
            return new JobSubmission(job.name(), job.comment(), job.partition(), job.cpus(), job.timeLimit(),
                    Optional.of(work.deadline().plusSeconds(rounding)), Optional.empty(), job.account(), job.user(),
                    job.workingDirectory(), job.script());
        }
        return job;
    }

    private static Path ensure(Path dir) {
        try {
            java.nio.file.Files.createDirectories(dir);
        } catch (java.io.IOException e) {
            throw new SlurmCommandException(java.util.List.of("sbatch"), "cannot create the job directory " + dir
                    + ": " + e.getMessage());
        }
        return dir.toAbsolutePath();
    }
}
