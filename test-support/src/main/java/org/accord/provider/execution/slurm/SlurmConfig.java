package org.accord.provider.execution.slurm;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The {@code slurm.conf} of a {@link LocalSlurmCluster}: everything under its own directory, its own ports,
 * nodes {@code n1..nN} on 127.0.0.1 claiming the CPUs asked for ({@code config_overrides}), split into partitions
 * of consecutive nodes (the first is the default).
 * Scheduling runs every second so seconds-long jobs and reservations start promptly; finished jobs stay visible
 * to {@code squeue} for {@code MinJobAge} = 600 s and are also written to a completion log. A cluster with
 * {@link ShortMemory} forgets ended jobs sooner and writes no completion log; its jobs go to slurmdbd, or nowhere.
 */
final class SlurmConfig {
    private SlurmConfig() {
    }

    /**
     * {@code squeue} forgetting ended jobs after {@code minJobAgeSeconds}, no job completion log, and accounting
     * through slurmdbd on 127.0.0.1:{@code slurmdbdPort} when it is given
     * ({@code AccountingStorageType=accounting_storage/slurmdbd}), else none.
     */
    record ShortMemory(int minJobAgeSeconds, java.util.Optional<Integer> slurmdbdPort) {
        ShortMemory {
            if (minJobAgeSeconds < 2 || slurmdbdPort.map(p -> p < 1).orElse(false)) {
                throw new IllegalArgumentException("MinJobAge must be at least 2 s and slurmdbd's port positive: "
                        + minJobAgeSeconds + ", " + slurmdbdPort);
            }
        }
    }

    /**
     * The file's text; {@code ports} holds the controller's port, slurmd's default port, then one per node;
     * {@code partitions} maps each partition's name to its nodes' names, in order.
     */
    static String text(Path dir, String host, List<Integer> ports, Map<String, List<String>> partitions, int cpus) {
        return text(dir, host, ports, partitions, cpus, java.util.Optional.empty());
    }

    /**
     * The same, with JSON Web Tokens accepted beside munge ({@code AuthAltTypes=auth/jwt}, signed with the key in
     * {@code jwtKey}) when it is given, as slurmrestd's {@code rest_auth/jwt} needs.
     */
    static String text(Path dir, String host, List<Integer> ports, Map<String, List<String>> partitions, int cpus,
            java.util.Optional<Path> jwtKey) {
        return text(dir, host, ports, partitions, cpus, jwtKey, java.util.Optional.empty());
    }

    /** The same, forgetting ended jobs soon when {@code memory} is given. */
    static String text(Path dir, String host, List<Integer> ports, Map<String, List<String>> partitions, int cpus,
            java.util.Optional<Path> jwtKey, java.util.Optional<ShortMemory> memory) {
        int nodes = partitions.values().stream().mapToInt(List::size).sum();
        StringBuilder conf = new StringBuilder();
        conf.append("ClusterName=accord").append(ports.get(0)).append('\n')
            .append("SlurmctldHost=").append(host).append("(127.0.0.1)\n")
            .append("SlurmUser=root\nSlurmdUser=root\nAuthType=auth/munge\n");
        jwtKey.ifPresent(key -> conf.append("AuthAltTypes=auth/jwt\nAuthAltParameters=jwt_key=").append(key).append('\n'));
        conf
            .append("StateSaveLocation=").append(dir.resolve("state")).append('\n')
            .append("SlurmdSpoolDir=").append(dir.resolve("spool")).append("/%n\n")
            .append("SlurmctldPidFile=").append(dir.resolve("slurmctld.pid")).append('\n')
            .append("SlurmdPidFile=").append(dir.resolve("slurmd-%n.pid")).append('\n')
            .append("SlurmctldLogFile=").append(dir.resolve("ctld.log")).append('\n')
            .append("SlurmdLogFile=").append(dir.resolve("d-%n.log")).append('\n')
            .append("SlurmctldPort=").append(ports.get(0)).append('\n')
            .append("SlurmdPort=").append(ports.get(1)).append('\n')
            .append("ProctrackType=proctrack/linuxproc\nTaskPlugin=task/none\n")
            .append("SchedulerType=sched/backfill\nSchedulerParameters=bf_interval=1,sched_interval=1\n")
            .append("SelectType=select/cons_tres\nSelectTypeParameters=CR_Core\n")
            .append("SlurmdParameters=config_overrides\nReturnToService=2\n")
            .append("MessageTimeout=5\n");
        if (memory.isPresent()) {
            conf.append("MinJobAge=").append(memory.get().minJobAgeSeconds()).append('\n');
            memory.get().slurmdbdPort().ifPresent(port -> conf
                .append("AccountingStorageType=accounting_storage/slurmdbd\nAccountingStorageHost=127.0.0.1\n")
                .append("AccountingStoragePort=").append(port).append('\n'));
        } else {
            conf.append("MinJobAge=600\n")
                .append("JobCompType=jobcomp/filetxt\nJobCompLoc=").append(dir.resolve("jobcomp.log")).append('\n');
        }
        for (int i = 1; i <= nodes; i++) {
            // each node its own NodeHostname (its name; NodeAddr is what is dialled): a Slurm built without
            // --enable-multiple-slurmd (SchedMD's default, unlike Debian's package) drops every node whose
            // NodeHostname repeats from its address table, and a drained node then never answers a ping again
            conf.append("NodeName=").append(LocalSlurmCluster.node(i)).append(" NodeHostname=")
                .append(LocalSlurmCluster.node(i))
                .append(" NodeAddr=127.0.0.1 Port=").append(ports.get(1 + i)).append(" CPUs=").append(cpus)
                .append(" Boards=1 SocketsPerBoard=1 CoresPerSocket=").append(cpus)
                .append(" ThreadsPerCore=1 RealMemory=1000 State=UNKNOWN\n");
        }
        boolean first = true;
        for (Map.Entry<String, List<String>> partition : partitions.entrySet()) {
            conf.append("PartitionName=").append(partition.getKey()).append(" Nodes=")
                .append(String.join(",", partition.getValue())).append(" Default=").append(first ? "YES" : "NO")
                .append(" MaxTime=INFINITE State=UP\n");
            first = false;
        }
        return conf.toString();
    }
}
