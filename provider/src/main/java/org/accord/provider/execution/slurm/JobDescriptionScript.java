package org.accord.provider.execution.slurm;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import org.accord.sla.Application;
import org.accord.sla.JobDescription;

/**
 * The batch script for a job description: {@code export} lines for its environment, then {@code exec} of its
 * executable with its arguments, every word single-quoted for the shell, so nothing in an offer is ever
 * interpreted by the shell. Without an application the script sleeps for the agreed run time.
 *
 * @param text             the script, starting with {@code #!/bin/sh}
 * @param workingDirectory the application's working directory, when it names one
 */
record JobDescriptionScript(String text, Optional<Path> workingDirectory) {

    static JobDescriptionScript of(JobDescription job, Duration runTime) {
        return job.application().map(JobDescriptionScript::of).orElseGet(() -> new JobDescriptionScript(
                "#!/bin/sh\n# no application in the agreement: a job of the agreed run time\nexec sleep "
                        + Math.max(1, runTime.toSeconds()) + "\n", Optional.empty()));
    }

    private static JobDescriptionScript of(Application app) {
        StringBuilder script = new StringBuilder("#!/bin/sh\n");
        app.environment().forEach((name, value) -> script.append("export ").append(name).append('=')
                .append(quote(value)).append('\n'));
        script.append("exec ").append(quote(app.executable()));
        app.arguments().forEach(a -> script.append(' ').append(quote(a)));
        script.append('\n');
        return new JobDescriptionScript(script.toString(), app.workingDirectory().map(Path::of));
    }

    /** One shell word: single quotes, each embedded single quote written as {@code '\''}. */
    static String quote(String word) {
        return "'" + word.replace("'", "'\\''") + "'";
    }
}
