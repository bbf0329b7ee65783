package org.accord.consumer.metasla;

/** The state of one job's sub-agreement, mirroring WS-Agreement's agreement states. */
public enum SubAgreementState {
    /** The job is still being negotiated. */
    PENDING,
    /** A provider accepted the job; the agreement is in force. */
    OBSERVED,
    /** No provider took the job. */
    REJECTED,
    /** The provider finished the job. */
    COMPLETE,
    /** The agreement was terminated before completion. */
    TERMINATED
}
