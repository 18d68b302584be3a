/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation CancelUsersImport {\n    cancelUsersImport\n  }\n": typeof types.CancelUsersImportDocument,
    "\n  mutation CancelRolesImport {\n    cancelRolesImport\n  }\n": typeof types.CancelRolesImportDocument,
    "\n  mutation CancelProcessesImport {\n    cancelProcessesImport\n  }\n": typeof types.CancelProcessesImportDocument,
    "\n  query ImportProgress($kind: ImportKind!) {\n    importProgress(kind: $kind) {\n      kind\n      phase\n      dryRun\n      linesTotal\n      linesChecked\n      linesWritten\n    }\n  }\n": typeof types.ImportProgressDocument,
    "\n  fragment ImportResultFields on ImportResult {\n    dryRun\n    cancelled\n    created {\n      line\n      message\n      record\n    }\n    updated {\n      line\n      message\n      record\n      changes {\n        field\n        from\n        to\n      }\n      warnings\n    }\n    errors {\n      line\n      message\n      record\n    }\n    messages {\n      line\n      message\n      record\n    }\n  }\n": typeof types.ImportResultFieldsFragmentDoc,
    "\n  mutation ImportUsers(\n    $csvText: String!\n    $dryRun: Boolean\n    $blankCellsClear: Boolean\n    $effectiveOn: String\n  ) {\n    importUsers(\n      csvText: $csvText\n      dryRun: $dryRun\n      blankCellsClear: $blankCellsClear\n      effectiveOn: $effectiveOn\n    ) {\n      ...ImportResultFields\n    }\n  }\n": typeof types.ImportUsersDocument,
    "\n  mutation ImportRoles($csvText: String!, $dryRun: Boolean, $blankCellsClear: Boolean) {\n    importRoles(csvText: $csvText, dryRun: $dryRun, blankCellsClear: $blankCellsClear) {\n      ...ImportResultFields\n    }\n  }\n": typeof types.ImportRolesDocument,
    "\n  mutation ImportProcesses($csvText: String!, $dryRun: Boolean, $blankCellsClear: Boolean) {\n    importProcesses(csvText: $csvText, dryRun: $dryRun, blankCellsClear: $blankCellsClear) {\n      ...ImportResultFields\n    }\n  }\n": typeof types.ImportProcessesDocument,
    "\n  fragment HoldingFields on RoleHolding {\n    roleId\n    roleHandle\n    roleName\n    personId\n    personName\n    from\n    until\n  }\n": typeof types.HoldingFieldsFragmentDoc,
    "\n  query PersonHoldings($id: Int!) {\n    user(id: $id) {\n      id\n      holdings {\n        ...HoldingFields\n      }\n    }\n  }\n": typeof types.PersonHoldingsDocument,
    "\n  query RoleHoldings($id: Int!) {\n    role(id: $id) {\n      id\n      holdings {\n        ...HoldingFields\n      }\n    }\n  }\n": typeof types.RoleHoldingsDocument,
    "\n  mutation CreateFilter($filter: CreateFilterInput!) {\n    createFilter(filter: $filter) {\n      ...SavedFilterFields\n    }\n  }\n": typeof types.CreateFilterDocument,
    "\n  fragment SavedFilterFields on Filter {\n    id\n    name\n    associatedEntity\n    private\n    owner {\n      id\n      name\n    }\n    criteria\n  }\n": typeof types.SavedFilterFieldsFragmentDoc,
    "\n  query FiltersAccessibleToCurrentUser($associatedEntities: [String!]) {\n    filtersAccessibleToCurrentUser(\n      offset: 0\n      limit: 1000\n      sortBy: \"name\"\n      isDesc: false\n      associatedEntities: $associatedEntities\n    ) {\n      totalCount\n      nodes {\n        ...SavedFilterFields\n      }\n    }\n  }\n": typeof types.FiltersAccessibleToCurrentUserDocument,
    "\n  mutation RemoveFilter($id: Int!) {\n    removeFilter(id: $id)\n  }\n": typeof types.RemoveFilterDocument,
    "\n  mutation UpdateFilter($filter: UpdateFilterInput!) {\n    updateFilter(filter: $filter) {\n      ...SavedFilterFields\n    }\n  }\n": typeof types.UpdateFilterDocument,
    "\n  fragment TaskFields on Task {\n    id\n    handle\n    init_handle\n    name\n    description\n    processId\n    userId\n    dueDate\n    status\n    is_late\n    is_missed\n    deleted\n    skipReason\n    updated_at\n    isManuallyCreated\n    updatedBy {\n      id\n      name\n    }\n    assignee {\n      id\n      name\n    }\n    process {\n      id\n      name\n      processHandle\n    }\n    history {\n      at\n      by {\n        id\n        name\n      }\n      changes {\n        field\n        from\n        to\n      }\n    }\n  }\n": typeof types.TaskFieldsFragmentDoc,
    "\n  mutation UpdateTask($task: UpdateTaskInput!) {\n    updateTask(task: $task) {\n      ...TaskFields\n    }\n  }\n": typeof types.UpdateTaskDocument,
    "\n  query AuditEntries(\n    $personId: Int\n    $entity: String\n    $action: String\n    $from: String\n    $to: String\n    $offset: Int\n    $limit: Int\n  ) {\n    auditEntries(\n      personId: $personId\n      entity: $entity\n      action: $action\n      from: $from\n      to: $to\n      offset: $offset\n      limit: $limit\n    ) {\n      totalCount\n      totalCountCapped\n      nodes {\n        id\n        at\n        personId\n        personName\n        sessionId\n        actor\n        clientAddress\n        entity\n        entityId\n        action\n        before\n        after\n        seq\n        hash\n      }\n    }\n  }\n": typeof types.AuditEntriesDocument,
    "\n  query AuditPeople {\n    users(limit: 1000, sortBy: \"name\") {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AuditPeopleDocument,
    "\n  query AuditRetention {\n    auditRetentionDays\n  }\n": typeof types.AuditRetentionDocument,
    "\n  mutation UpdateAuditRetention($days: Int!) {\n    updateAuditRetention(days: $days)\n  }\n": typeof types.UpdateAuditRetentionDocument,
    "\n  query ExportAuditEntries(\n    $personId: Int\n    $entity: String\n    $action: String\n    $from: String\n    $to: String\n  ) {\n    exportAuditEntries(personId: $personId, entity: $entity, action: $action, from: $from, to: $to)\n  }\n": typeof types.ExportAuditEntriesDocument,
    "\n  query TenantLoginOptions($tenant: String!) {\n    tenantLoginOptions(tenant: $tenant) {\n      organizationName\n      isEmailAuthEnabled\n      isGoogleAuthEnabled\n      isMicrosoftAuthEnabled\n    }\n  }\n": typeof types.TenantLoginOptionsDocument,
    "\n  query NextTasks($q: [String!], $limit: Int, $sortBy: String, $from: String, $to: String) {\n    myTasks(q: $q, offset: 0, limit: $limit, sortBy: $sortBy, isDesc: false, from: $from, to: $to) {\n      totalCount\n      nodes {\n        ...TaskFields\n      }\n    }\n  }\n": typeof types.NextTasksDocument,
    "\n  query OrganizationStatistics {\n    organizationStatistics {\n      processes {\n        ...ProcessStatisticsFields\n      }\n      lateTasks {\n        ...LateTaskStatisticsFields\n      }\n      roles {\n        all\n        noUsers\n        noProcesses\n      }\n      users {\n        all\n        admins\n        managers\n        users\n        noAccess\n        noRole\n      }\n      today\n      lookAheadDays\n      tasksByWeek {\n        weekStart\n        notStarted\n        inProgress\n        complete\n      }\n      lateTasksByRole {\n        roleId\n        roleHandle\n        name\n        count\n      }\n      processesByCategory {\n        categoryId\n        prefix\n        count\n      }\n    }\n  }\n": typeof types.OrganizationStatisticsDocument,
    "\n  query PersonalStatistics {\n    personalStatistics {\n      processes {\n        ...ProcessStatisticsFields\n      }\n      lateTasks {\n        ...LateTaskStatisticsFields\n      }\n      roles {\n        all\n        noProcesses\n      }\n      today\n      lookAheadDays\n    }\n  }\n": typeof types.PersonalStatisticsDocument,
    "\n  fragment ProcessStatisticsFields on ProcessStatistics {\n    all\n    scheduled\n    scheduledNoDates\n    needed\n    noRoles\n    noDescription\n    noLabel\n    noDocs\n  }\n": typeof types.ProcessStatisticsFieldsFragmentDoc,
    "\n  fragment LateTaskStatisticsFields on LateTaskStatistics {\n    allLate\n    all\n    inProgress\n    notStarted\n    missed\n    skipped\n  }\n": typeof types.LateTaskStatisticsFieldsFragmentDoc,
    "\n  query FiltersPage(\n    $q: [String!]\n    $offset: Int\n    $limit: Int\n    $sortBy: String\n    $isDesc: Boolean\n    $associatedEntities: [String!]\n  ) {\n    filtersAccessibleToCurrentUser(\n      q: $q\n      offset: $offset\n      limit: $limit\n      sortBy: $sortBy\n      isDesc: $isDesc\n      associatedEntities: $associatedEntities\n    ) {\n      totalCount\n      nodes {\n        ...SavedFilterFields\n      }\n    }\n  }\n": typeof types.FiltersPageDocument,
    "\n  mutation CreateLabel($label: CreateLabelInput!) {\n    createLabel(label: $label) {\n      ...LabelFields\n    }\n  }\n": typeof types.CreateLabelDocument,
    "\n  fragment LabelFields on Label {\n    id\n    label\n    prefix\n    processes\n  }\n": typeof types.LabelFieldsFragmentDoc,
    "\n  query Labels($q: [String!], $offset: Int, $limit: Int, $sortBy: String, $isDesc: Boolean) {\n    labels(q: $q, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc) {\n      totalCount\n      nodes {\n        ...LabelFields\n      }\n    }\n  }\n": typeof types.LabelsDocument,
    "\n  mutation RemoveLabel($id: Int!) {\n    removeLabel(id: $id)\n  }\n": typeof types.RemoveLabelDocument,
    "\n  mutation UpdateLabel($label: UpdateLabelInput!) {\n    updateLabel(label: $label) {\n      ...LabelFields\n    }\n  }\n": typeof types.UpdateLabelDocument,
    "\n  mutation DeleteSavedMatrix($id: Int!) {\n    deleteSavedMatrix(id: $id)\n  }\n": typeof types.DeleteSavedMatrixDocument,
    "\n  query ExportMatrix($row: String!, $col: String!) {\n    exportMatrix(row: $row, col: $col)\n  }\n": typeof types.ExportMatrixDocument,
    "\n  query ExportSavedMatrices($q: String, $sortBy: String, $isDesc: Boolean) {\n    exportSavedMatrices(q: $q, sortBy: $sortBy, isDesc: $isDesc)\n  }\n": typeof types.ExportSavedMatricesDocument,
    "\n  query LabelsPrefix {\n    getLabelsPrefix {\n      label\n      id\n    }\n  }\n": typeof types.LabelsPrefixDocument,
    "\n  mutation MakeMatrix($row: String!, $col: String!, $name: String!, $privacy: Boolean) {\n    makeMatrix(row: $row, col: $col, name: $name, privacy: $privacy) {\n      ...SavedMatrixFields\n    }\n  }\n": typeof types.MakeMatrixDocument,
    "\n  query Matrix($row: String!, $col: String!) {\n    getMatrix(row: $row, col: $col) {\n      name\n      value\n      id\n    }\n  }\n": typeof types.MatrixDocument,
    "\n  fragment SavedMatrixFields on SavedMatrix {\n    id\n    name\n    row\n    col\n    privacy\n    isOwner\n    owner {\n      id\n      name\n    }\n  }\n": typeof types.SavedMatrixFieldsFragmentDoc,
    "\n  query SavedMatrix($id: Int!) {\n    savedMatrix(id: $id) {\n      ...SavedMatrixFields\n    }\n  }\n": typeof types.SavedMatrixDocument,
    "\n  query SavedMatrixes($page: Int, $perPage: Int, $q: String, $sortBy: String, $isDesc: Boolean) {\n    getSavedMatrixes(page: $page, perPage: $perPage, q: $q, sortBy: $sortBy, isDesc: $isDesc) {\n      totalCount\n      nodes {\n        ...SavedMatrixFields\n      }\n    }\n  }\n": typeof types.SavedMatrixesDocument,
    "\n  mutation UpdateSavedMatrix(\n    $id: Int!\n    $row: String!\n    $col: String!\n    $name: String!\n    $privacy: Boolean!\n  ) {\n    updateSavedMatrix(id: $id, row: $row, col: $col, name: $name, privacy: $privacy) {\n      ...SavedMatrixFields\n    }\n  }\n": typeof types.UpdateSavedMatrixDocument,
    "\n  query IsPrefixAvailable($prefix: String!) {\n    isPrefixAvailable(prefix: $prefix) {\n      available\n      reason\n    }\n  }\n": typeof types.IsPrefixAvailableDocument,
    "\n  mutation CreateOrganization($input: OrganizationInput!) {\n    createOrganization(input: $input) {\n      id\n      prefix\n      organization\n    }\n  }\n": typeof types.CreateOrganizationDocument,
    "\n  mutation CreateUser($user: CreateUserInput!) {\n    createUser(user: $user) {\n      ...PersonFields\n    }\n  }\n": typeof types.CreateUserDocument,
    "\n  mutation EndPersonSessions($personId: Int!) {\n    endPersonSessions(personId: $personId)\n  }\n": typeof types.EndPersonSessionsDocument,
    "\n  query ExportUsers($q: [String!], $userType: UserType, $sortBy: String, $isDesc: Boolean) {\n    exportUsers(q: $q, userType: $userType, sortBy: $sortBy, isDesc: $isDesc)\n  }\n": typeof types.ExportUsersDocument,
    "\n  mutation InvitePerson($id: Int!) {\n    invitePerson(id: $id) {\n      email\n      expiresAt\n    }\n  }\n": typeof types.InvitePersonDocument,
    "\n  query MySessions($offset: Int, $limit: Int) {\n    mySessions(offset: $offset, limit: $limit) {\n      totalCount\n      nodes {\n        id\n        createdAt\n        lastUsedAt\n        ip\n        userAgent\n        isCurrent\n      }\n    }\n  }\n": typeof types.MySessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n": typeof types.EndSessionDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n": typeof types.EndOtherSessionsDocument,
    "\n  fragment PersonFields on User {\n    id\n    peopleHandle\n    name\n    description\n    email\n    mobile\n    userType\n    isAuthEnabled\n    roleIds\n    roles {\n      id\n      roleHandle\n      name\n    }\n    receiveWeeklyReminders\n    hasAccount\n  }\n": typeof types.PersonFieldsFragmentDoc,
    "\n  query PersonProcesses(\n    $q: [String!]\n    $offset: Int\n    $limit: Int\n    $sortBy: String\n    $isDesc: Boolean\n  ) {\n    processes(q: $q, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc) {\n      totalCount\n      nodes {\n        id\n        processHandle\n        name\n        frequencyType\n        compactFrequency\n        frequencyDescription\n        hasNoDates\n        assignedRoles {\n          id\n          roleHandle\n          name\n        }\n      }\n    }\n  }\n": typeof types.PersonProcessesDocument,
    "\n  mutation RemoveUser($id: Int!) {\n    removeUser(id: $id)\n  }\n": typeof types.RemoveUserDocument,
    "\n  mutation RemoveUsers($ids: [Int!]!) {\n    removeUsers(ids: $ids)\n  }\n": typeof types.RemoveUsersDocument,
    "\n  query RolesForPicker {\n    roles(offset: 0, limit: 1000, sortBy: \"id\", isDesc: false) {\n      totalCount\n      nodes {\n        id\n        roleHandle\n        name\n      }\n    }\n  }\n": typeof types.RolesForPickerDocument,
    "\n  query PersonTwoFactor($id: Int!) {\n    user(id: $id) {\n      id\n      hasTwoFactor\n    }\n  }\n": typeof types.PersonTwoFactorDocument,
    "\n  mutation RemoveUserTwoFactor($id: Int!) {\n    removeUserTwoFactor(id: $id)\n  }\n": typeof types.RemoveUserTwoFactorDocument,
    "\n  mutation UpdateUser($user: UpdateUserInput!) {\n    updateUser(user: $user) {\n      ...PersonFields\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  query UserGetInfo($id: Int!) {\n    userGetInfo(id: $id) {\n      roles {\n        id\n        roleHandle\n        name\n      }\n      tasks {\n        id\n        handle\n        name\n        dueDate\n        status\n        is_late\n        is_missed\n        deleted\n        process {\n          id\n          name\n          processHandle\n        }\n      }\n    }\n  }\n": typeof types.UserGetInfoDocument,
    "\n  query User($id: Int!) {\n    user(id: $id) {\n      ...PersonFields\n    }\n  }\n": typeof types.UserDocument,
    "\n  query Users(\n    $q: [String!]\n    $userType: UserType\n    $offset: Int\n    $limit: Int\n    $sortBy: String\n    $isDesc: Boolean\n  ) {\n    users(\n      q: $q\n      userType: $userType\n      offset: $offset\n      limit: $limit\n      sortBy: $sortBy\n      isDesc: $isDesc\n    ) {\n      totalCount\n      nodes {\n        ...PersonFields\n      }\n    }\n  }\n": typeof types.UsersDocument,
    "\n  fragment CategoryFields on ProcessCategory {\n    id\n    prefix\n    description\n    increment\n  }\n": typeof types.CategoryFieldsFragmentDoc,
    "\n  mutation CreateProcessCategory($processCategory: CreateProcessCategoryInput!) {\n    createProcessCategory(processCategory: $processCategory) {\n      ...CategoryFields\n    }\n  }\n": typeof types.CreateProcessCategoryDocument,
    "\n  query ProcessCategories(\n    $q: [String!]\n    $offset: Int\n    $limit: Int\n    $sortBy: String\n    $isDesc: Boolean\n  ) {\n    processCategories(q: $q, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc) {\n      totalCount\n      nodes {\n        ...CategoryFields\n      }\n    }\n  }\n": typeof types.ProcessCategoriesDocument,
    "\n  mutation RemoveProcessCategory($id: Int!) {\n    removeProcessCategory(id: $id)\n  }\n": typeof types.RemoveProcessCategoryDocument,
    "\n  mutation UpdateProcessCategory($processCategory: UpdateProcessCategoryInput!) {\n    updateProcessCategory(processCategory: $processCategory) {\n      ...CategoryFields\n    }\n  }\n": typeof types.UpdateProcessCategoryDocument,
    "\n  query CategoriesForPicker {\n    processCategories(offset: 0, limit: 1000, sortBy: \"prefix\", isDesc: false) {\n      totalCount\n      nodes {\n        id\n        prefix\n        description\n      }\n    }\n  }\n": typeof types.CategoriesForPickerDocument,
    "\n  mutation CreateProcess($process: CreateProcessInput!) {\n    createProcess(process: $process) {\n      ...ProcessFields\n    }\n  }\n": typeof types.CreateProcessDocument,
    "\n  query CurrentUserProcesses(\n    $q: [String!]\n    $offset: Int\n    $limit: Int\n    $sortBy: String\n    $isDesc: Boolean\n  ) {\n    currentUserProcesses(q: $q, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc) {\n      totalCount\n      nodes {\n        ...ProcessFields\n      }\n    }\n  }\n": typeof types.CurrentUserProcessesDocument,
    "\n  query ExportProcesses($q: [String!], $sortBy: String, $isDesc: Boolean) {\n    exportProcesses(q: $q, sortBy: $sortBy, isDesc: $isDesc)\n  }\n": typeof types.ExportProcessesDocument,
    "\n  query ExportCurrentUserProcesses($q: [String!], $sortBy: String, $isDesc: Boolean) {\n    exportCurrentUserProcesses(q: $q, sortBy: $sortBy, isDesc: $isDesc)\n  }\n": typeof types.ExportCurrentUserProcessesDocument,
    "\n  query LabelsForPicker {\n    labels(offset: 0, limit: 1000, sortBy: \"label\", isDesc: false) {\n      totalCount\n      nodes {\n        id\n        label\n      }\n    }\n  }\n": typeof types.LabelsForPickerDocument,
    "\n  fragment ProcessFields on Process {\n    id\n    processHandle\n    name\n    description\n    frequencyType\n    frequency\n    compactFrequency\n    frequencyDescription\n    scheduledFrom\n    hasNoDates\n    unfinishedRule\n    categoryId\n    roleId\n    labelIds\n    assignedRoleIds\n    labels {\n      id\n      label\n    }\n    assignedRoles {\n      id\n      roleHandle\n      name\n    }\n    role {\n      id\n      roleHandle\n      name\n    }\n    docs {\n      id\n      name\n      value\n    }\n    cat {\n      id\n      prefix\n      description\n    }\n  }\n": typeof types.ProcessFieldsFragmentDoc,
    "\n  query Process($id: Int!, $count: Int) {\n    process(id: $id) {\n      ...ProcessFields\n      users {\n        id\n        name\n        peopleHandle\n        role {\n          id\n          roleHandle\n          name\n        }\n        roles {\n          id\n          roleHandle\n          name\n        }\n      }\n      nextDates(count: $count)\n      scheduleHistory {\n        from\n        until\n        frequencyType\n        compactFrequency\n        frequencyDescription\n        scheduledFrom\n        hasNoDates\n        changedById\n        changedByName\n        changedAt\n      }\n    }\n  }\n": typeof types.ProcessDocument,
    "\n  query Processes($q: [String!], $offset: Int, $limit: Int, $sortBy: String, $isDesc: Boolean) {\n    processes(q: $q, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc) {\n      totalCount\n      nodes {\n        ...ProcessFields\n      }\n    }\n  }\n": typeof types.ProcessesDocument,
    "\n  mutation RemoveProcess($id: Int!) {\n    removeProcess(id: $id)\n  }\n": typeof types.RemoveProcessDocument,
    "\n  mutation RemoveProcesses($ids: [Int!]!) {\n    removeProcesses(ids: $ids)\n  }\n": typeof types.RemoveProcessesDocument,
    "\n  mutation UpdateProcess($process: UpdateProcessInput!) {\n    updateProcess(process: $process) {\n      ...ProcessFields\n    }\n  }\n": typeof types.UpdateProcessDocument,
    "\n  mutation CreateRole($role: CreateRoleInput!) {\n    createRole(role: $role) {\n      ...RoleFields\n    }\n  }\n": typeof types.CreateRoleDocument,
    "\n  query CurrentUserRoles(\n    $q: [String!]\n    $offset: Int\n    $limit: Int\n    $sortBy: String\n    $isDesc: Boolean\n  ) {\n    currentUserRoles(q: $q, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc) {\n      totalCount\n      nodes {\n        ...RoleFields\n      }\n    }\n  }\n": typeof types.CurrentUserRolesDocument,
    "\n  query ExportRoles($q: [String!], $sortBy: String, $isDesc: Boolean) {\n    exportRoles(q: $q, sortBy: $sortBy, isDesc: $isDesc)\n  }\n": typeof types.ExportRolesDocument,
    "\n  query ExportCurrentUserRoles($q: [String!], $sortBy: String, $isDesc: Boolean) {\n    exportCurrentUserRoles(q: $q, sortBy: $sortBy, isDesc: $isDesc)\n  }\n": typeof types.ExportCurrentUserRolesDocument,
    "\n  query PeopleForRolePicker {\n    users(offset: 0, limit: 1000, sortBy: \"name\", isDesc: false) {\n      totalCount\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": typeof types.PeopleForRolePickerDocument,
    "\n  mutation RemoveRole($id: Int!) {\n    removeRole(id: $id)\n  }\n": typeof types.RemoveRoleDocument,
    "\n  mutation RemoveRoles($ids: [Int!]!) {\n    removeRoles(ids: $ids)\n  }\n": typeof types.RemoveRolesDocument,
    "\n  fragment RoleFields on Role {\n    id\n    roleHandle\n    name\n    description\n    reportsToId\n    reportsTo {\n      id\n      roleHandle\n      name\n    }\n    filledBy {\n      id\n      name\n    }\n    assignedProcesses {\n      id\n      processHandle\n      name\n    }\n    processCount\n  }\n": typeof types.RoleFieldsFragmentDoc,
    "\n  query Role($id: Int!) {\n    role(id: $id) {\n      ...RoleFields\n    }\n  }\n": typeof types.RoleDocument,
    "\n  query Roles(\n    $q: [String!]\n    $filledBy: [Int!]\n    $offset: Int\n    $limit: Int\n    $sortBy: String\n    $isDesc: Boolean\n  ) {\n    roles(\n      q: $q\n      filledBy: $filledBy\n      offset: $offset\n      limit: $limit\n      sortBy: $sortBy\n      isDesc: $isDesc\n    ) {\n      totalCount\n      nodes {\n        ...RoleFields\n      }\n    }\n  }\n": typeof types.RolesDocument,
    "\n  mutation UpdateRole($role: UpdateRoleInput!) {\n    updateRole(role: $role) {\n      ...RoleFields\n    }\n  }\n": typeof types.UpdateRoleDocument,
    "\n  query ReminderRuns($limit: Int) {\n    reminderRuns(limit: $limit) {\n      id\n      channel\n      period\n      startedAt\n      finishedAt\n      enqueued\n      sent\n      skipped\n      failed\n      failures {\n        personId\n        personName\n        reason\n      }\n    }\n  }\n": typeof types.ReminderRunsDocument,
    "\n  fragment SettingsScreenFields on Settings {\n    ...SettingsFields\n    tasksLookAheadDays\n    isTwoFactorRequired\n  }\n": typeof types.SettingsScreenFieldsFragmentDoc,
    "\n  query Settings {\n    settings {\n      ...SettingsScreenFields\n    }\n  }\n": typeof types.SettingsDocument,
    "\n  mutation UpdateSettings($settings: SettingsInput!) {\n    updateSettings(settings: $settings) {\n      ...SettingsScreenFields\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.UpdateSettingsDocument,
    "\n  mutation CreateTask($task: CreateTaskInput!) {\n    createTask(task: $task) {\n      ...TaskFields\n    }\n  }\n": typeof types.CreateTaskDocument,
    "\n  query ExportTasks($q: [String!], $sortBy: String, $isDesc: Boolean, $from: String, $to: String) {\n    exportTasks(q: $q, sortBy: $sortBy, isDesc: $isDesc, from: $from, to: $to)\n  }\n": typeof types.ExportTasksDocument,
    "\n  query ExportMyTasks(\n    $q: [String!]\n    $sortBy: String\n    $isDesc: Boolean\n    $from: String\n    $to: String\n  ) {\n    exportMyTasks(q: $q, sortBy: $sortBy, isDesc: $isDesc, from: $from, to: $to)\n  }\n": typeof types.ExportMyTasksDocument,
    "\n  query MyCalendarFeed {\n    myCalendarFeed {\n      url\n      createdAt\n    }\n  }\n": typeof types.MyCalendarFeedDocument,
    "\n  query PeopleForTasks {\n    users(offset: 0, limit: 1000, sortBy: \"name\", isDesc: false) {\n      nodes {\n        id\n        name\n        peopleHandle\n      }\n    }\n  }\n": typeof types.PeopleForTasksDocument,
    "\n  query ProcessesForTaskPicker {\n    processes(offset: 0, limit: 1000, sortBy: \"name\", isDesc: false) {\n      nodes {\n        id\n        name\n        processHandle\n      }\n    }\n  }\n": typeof types.ProcessesForTaskPickerDocument,
    "\n  query LabelsForTasks {\n    labels(offset: 0, limit: 1000, sortBy: \"label\", isDesc: false) {\n      nodes {\n        id\n        label\n      }\n    }\n  }\n": typeof types.LabelsForTasksDocument,
    "\n  query RolesForTasks {\n    roles(offset: 0, limit: 1000, sortBy: \"roleHandle\", isDesc: false) {\n      nodes {\n        id\n        roleHandle\n        name\n      }\n    }\n  }\n": typeof types.RolesForTasksDocument,
    "\n  mutation RemoveMyCalendarFeed {\n    removeMyCalendarFeed\n  }\n": typeof types.RemoveMyCalendarFeedDocument,
    "\n  mutation RemoveTask($id: Int, $handle: String, $reason: String) {\n    removeTask(id: $id, handle: $handle, reason: $reason)\n  }\n": typeof types.RemoveTaskDocument,
    "\n  mutation ResetMyCalendarFeed {\n    resetMyCalendarFeed {\n      url\n      createdAt\n    }\n  }\n": typeof types.ResetMyCalendarFeedDocument,
    "\n  mutation SkipTasks($from: String!, $to: String!, $q: [String!], $reason: String!) {\n    skipTasks(from: $from, to: $to, q: $q, reason: $reason)\n  }\n": typeof types.SkipTasksDocument,
    "\n  query Tasks(\n    $q: [String!]\n    $offset: Int\n    $limit: Int\n    $sortBy: String\n    $isDesc: Boolean\n    $from: String\n    $to: String\n  ) {\n    tasks(\n      q: $q\n      offset: $offset\n      limit: $limit\n      sortBy: $sortBy\n      isDesc: $isDesc\n      from: $from\n      to: $to\n    ) {\n      totalCount\n      nodes {\n        ...TaskFields\n      }\n    }\n  }\n": typeof types.TasksDocument,
    "\n  query MyTasks(\n    $q: [String!]\n    $offset: Int\n    $limit: Int\n    $sortBy: String\n    $isDesc: Boolean\n    $from: String\n    $to: String\n  ) {\n    myTasks(\n      q: $q\n      offset: $offset\n      limit: $limit\n      sortBy: $sortBy\n      isDesc: $isDesc\n      from: $from\n      to: $to\n    ) {\n      totalCount\n      nodes {\n        ...TaskFields\n      }\n    }\n  }\n": typeof types.MyTasksDocument,
    "\n  mutation UpdateFutureTask($task: FutureTaskInput!) {\n    updateFutureTask(task: $task) {\n      ...TaskFields\n    }\n  }\n": typeof types.UpdateFutureTaskDocument,
    "\n  mutation UpdateTasks($tasks: [UpdateTaskInput!]!) {\n    updateTasks(tasks: $tasks) {\n      ...TaskFields\n    }\n  }\n": typeof types.UpdateTasksDocument,
    "\n  query Session {\n    currentUser {\n      ...CurrentUserFields\n    }\n    settings {\n      ...SettingsFields\n    }\n  }\n": typeof types.SessionDocument,
    "\n  query SessionUser {\n    currentUser {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.SessionUserDocument,
    "\n  query SessionSettings {\n    settings {\n      ...SettingsFields\n    }\n  }\n": typeof types.SessionSettingsDocument,
    "\n  fragment CurrentUserFields on User {\n    id\n    peopleHandle\n    name\n    description\n    email\n    userType\n    isAuthEnabled\n    roleIds\n    roles {\n      id\n      roleHandle\n      name\n    }\n    receiveWeeklyReminders\n  }\n": typeof types.CurrentUserFieldsFragmentDoc,
    "\n  fragment SettingsFields on Settings {\n    organizationName\n    timezone\n    isEmailAuthEnabled\n    isGoogleAuthEnabled\n    isMicrosoftAuthEnabled\n    sendDailyRemindersForLateTasksViaSMS\n    sendWeeklyRemindersViaEmail\n  }\n": typeof types.SettingsFieldsFragmentDoc,
};
const documents: Documents = {
    "\n  mutation CancelUsersImport {\n    cancelUsersImport\n  }\n": types.CancelUsersImportDocument,
    "\n  mutation CancelRolesImport {\n    cancelRolesImport\n  }\n": types.CancelRolesImportDocument,
    "\n  mutation CancelProcessesImport {\n    cancelProcessesImport\n  }\n": types.CancelProcessesImportDocument,
    "\n  query ImportProgress($kind: ImportKind!) {\n    importProgress(kind: $kind) {\n      kind\n      phase\n      dryRun\n      linesTotal\n      linesChecked\n      linesWritten\n    }\n  }\n": types.ImportProgressDocument,
    "\n  fragment ImportResultFields on ImportResult {\n    dryRun\n    cancelled\n    created {\n      line\n      message\n      record\n    }\n    updated {\n      line\n      message\n      record\n      changes {\n        field\n        from\n        to\n      }\n      warnings\n    }\n    errors {\n      line\n      message\n      record\n    }\n    messages {\n      line\n      message\n      record\n    }\n  }\n": types.ImportResultFieldsFragmentDoc,
    "\n  mutation ImportUsers(\n    $csvText: String!\n    $dryRun: Boolean\n    $blankCellsClear: Boolean\n    $effectiveOn: String\n  ) {\n    importUsers(\n      csvText: $csvText\n      dryRun: $dryRun\n      blankCellsClear: $blankCellsClear\n      effectiveOn: $effectiveOn\n    ) {\n      ...ImportResultFields\n    }\n  }\n": types.ImportUsersDocument,
    "\n  mutation ImportRoles($csvText: String!, $dryRun: Boolean, $blankCellsClear: Boolean) {\n    importRoles(csvText: $csvText, dryRun: $dryRun, blankCellsClear: $blankCellsClear) {\n      ...ImportResultFields\n    }\n  }\n": types.ImportRolesDocument,
    "\n  mutation ImportProcesses($csvText: String!, $dryRun: Boolean, $blankCellsClear: Boolean) {\n    importProcesses(csvText: $csvText, dryRun: $dryRun, blankCellsClear: $blankCellsClear) {\n      ...ImportResultFields\n    }\n  }\n": types.ImportProcessesDocument,
    "\n  fragment HoldingFields on RoleHolding {\n    roleId\n    roleHandle\n    roleName\n    personId\n    personName\n    from\n    until\n  }\n": types.HoldingFieldsFragmentDoc,
    "\n  query PersonHoldings($id: Int!) {\n    user(id: $id) {\n      id\n      holdings {\n        ...HoldingFields\n      }\n    }\n  }\n": types.PersonHoldingsDocument,
    "\n  query RoleHoldings($id: Int!) {\n    role(id: $id) {\n      id\n      holdings {\n        ...HoldingFields\n      }\n    }\n  }\n": types.RoleHoldingsDocument,
    "\n  mutation CreateFilter($filter: CreateFilterInput!) {\n    createFilter(filter: $filter) {\n      ...SavedFilterFields\n    }\n  }\n": types.CreateFilterDocument,
    "\n  fragment SavedFilterFields on Filter {\n    id\n    name\n    associatedEntity\n    private\n    owner {\n      id\n      name\n    }\n    criteria\n  }\n": types.SavedFilterFieldsFragmentDoc,
    "\n  query FiltersAccessibleToCurrentUser($associatedEntities: [String!]) {\n    filtersAccessibleToCurrentUser(\n      offset: 0\n      limit: 1000\n      sortBy: \"name\"\n      isDesc: false\n      associatedEntities: $associatedEntities\n    ) {\n      totalCount\n      nodes {\n        ...SavedFilterFields\n      }\n    }\n  }\n": types.FiltersAccessibleToCurrentUserDocument,
    "\n  mutation RemoveFilter($id: Int!) {\n    removeFilter(id: $id)\n  }\n": types.RemoveFilterDocument,
    "\n  mutation UpdateFilter($filter: UpdateFilterInput!) {\n    updateFilter(filter: $filter) {\n      ...SavedFilterFields\n    }\n  }\n": types.UpdateFilterDocument,
    "\n  fragment TaskFields on Task {\n    id\n    handle\n    init_handle\n    name\n    description\n    processId\n    userId\n    dueDate\n    status\n    is_late\n    is_missed\n    deleted\n    skipReason\n    updated_at\n    isManuallyCreated\n    updatedBy {\n      id\n      name\n    }\n    assignee {\n      id\n      name\n    }\n    process {\n      id\n      name\n      processHandle\n    }\n    history {\n      at\n      by {\n        id\n        name\n      }\n      changes {\n        field\n        from\n        to\n      }\n    }\n  }\n": types.TaskFieldsFragmentDoc,
    "\n  mutation UpdateTask($task: UpdateTaskInput!) {\n    updateTask(task: $task) {\n      ...TaskFields\n    }\n  }\n": types.UpdateTaskDocument,
    "\n  query AuditEntries(\n    $personId: Int\n    $entity: String\n    $action: String\n    $from: String\n    $to: String\n    $offset: Int\n    $limit: Int\n  ) {\n    auditEntries(\n      personId: $personId\n      entity: $entity\n      action: $action\n      from: $from\n      to: $to\n      offset: $offset\n      limit: $limit\n    ) {\n      totalCount\n      totalCountCapped\n      nodes {\n        id\n        at\n        personId\n        personName\n        sessionId\n        actor\n        clientAddress\n        entity\n        entityId\n        action\n        before\n        after\n        seq\n        hash\n      }\n    }\n  }\n": types.AuditEntriesDocument,
    "\n  query AuditPeople {\n    users(limit: 1000, sortBy: \"name\") {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": types.AuditPeopleDocument,
    "\n  query AuditRetention {\n    auditRetentionDays\n  }\n": types.AuditRetentionDocument,
    "\n  mutation UpdateAuditRetention($days: Int!) {\n    updateAuditRetention(days: $days)\n  }\n": types.UpdateAuditRetentionDocument,
    "\n  query ExportAuditEntries(\n    $personId: Int\n    $entity: String\n    $action: String\n    $from: String\n    $to: String\n  ) {\n    exportAuditEntries(personId: $personId, entity: $entity, action: $action, from: $from, to: $to)\n  }\n": types.ExportAuditEntriesDocument,
    "\n  query TenantLoginOptions($tenant: String!) {\n    tenantLoginOptions(tenant: $tenant) {\n      organizationName\n      isEmailAuthEnabled\n      isGoogleAuthEnabled\n      isMicrosoftAuthEnabled\n    }\n  }\n": types.TenantLoginOptionsDocument,
    "\n  query NextTasks($q: [String!], $limit: Int, $sortBy: String, $from: String, $to: String) {\n    myTasks(q: $q, offset: 0, limit: $limit, sortBy: $sortBy, isDesc: false, from: $from, to: $to) {\n      totalCount\n      nodes {\n        ...TaskFields\n      }\n    }\n  }\n": types.NextTasksDocument,
    "\n  query OrganizationStatistics {\n    organizationStatistics {\n      processes {\n        ...ProcessStatisticsFields\n      }\n      lateTasks {\n        ...LateTaskStatisticsFields\n      }\n      roles {\n        all\n        noUsers\n        noProcesses\n      }\n      users {\n        all\n        admins\n        managers\n        users\n        noAccess\n        noRole\n      }\n      today\n      lookAheadDays\n      tasksByWeek {\n        weekStart\n        notStarted\n        inProgress\n        complete\n      }\n      lateTasksByRole {\n        roleId\n        roleHandle\n        name\n        count\n      }\n      processesByCategory {\n        categoryId\n        prefix\n        count\n      }\n    }\n  }\n": types.OrganizationStatisticsDocument,
    "\n  query PersonalStatistics {\n    personalStatistics {\n      processes {\n        ...ProcessStatisticsFields\n      }\n      lateTasks {\n        ...LateTaskStatisticsFields\n      }\n      roles {\n        all\n        noProcesses\n      }\n      today\n      lookAheadDays\n    }\n  }\n": types.PersonalStatisticsDocument,
    "\n  fragment ProcessStatisticsFields on ProcessStatistics {\n    all\n    scheduled\n    scheduledNoDates\n    needed\n    noRoles\n    noDescription\n    noLabel\n    noDocs\n  }\n": types.ProcessStatisticsFieldsFragmentDoc,
    "\n  fragment LateTaskStatisticsFields on LateTaskStatistics {\n    allLate\n    all\n    inProgress\n    notStarted\n    missed\n    skipped\n  }\n": types.LateTaskStatisticsFieldsFragmentDoc,
    "\n  query FiltersPage(\n    $q: [String!]\n    $offset: Int\n    $limit: Int\n    $sortBy: String\n    $isDesc: Boolean\n    $associatedEntities: [String!]\n  ) {\n    filtersAccessibleToCurrentUser(\n      q: $q\n      offset: $offset\n      limit: $limit\n      sortBy: $sortBy\n      isDesc: $isDesc\n      associatedEntities: $associatedEntities\n    ) {\n      totalCount\n      nodes {\n        ...SavedFilterFields\n      }\n    }\n  }\n": types.FiltersPageDocument,
    "\n  mutation CreateLabel($label: CreateLabelInput!) {\n    createLabel(label: $label) {\n      ...LabelFields\n    }\n  }\n": types.CreateLabelDocument,
    "\n  fragment LabelFields on Label {\n    id\n    label\n    prefix\n    processes\n  }\n": types.LabelFieldsFragmentDoc,
    "\n  query Labels($q: [String!], $offset: Int, $limit: Int, $sortBy: String, $isDesc: Boolean) {\n    labels(q: $q, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc) {\n      totalCount\n      nodes {\n        ...LabelFields\n      }\n    }\n  }\n": types.LabelsDocument,
    "\n  mutation RemoveLabel($id: Int!) {\n    removeLabel(id: $id)\n  }\n": types.RemoveLabelDocument,
    "\n  mutation UpdateLabel($label: UpdateLabelInput!) {\n    updateLabel(label: $label) {\n      ...LabelFields\n    }\n  }\n": types.UpdateLabelDocument,
    "\n  mutation DeleteSavedMatrix($id: Int!) {\n    deleteSavedMatrix(id: $id)\n  }\n": types.DeleteSavedMatrixDocument,
    "\n  query ExportMatrix($row: String!, $col: String!) {\n    exportMatrix(row: $row, col: $col)\n  }\n": types.ExportMatrixDocument,
    "\n  query ExportSavedMatrices($q: String, $sortBy: String, $isDesc: Boolean) {\n    exportSavedMatrices(q: $q, sortBy: $sortBy, isDesc: $isDesc)\n  }\n": types.ExportSavedMatricesDocument,
    "\n  query LabelsPrefix {\n    getLabelsPrefix {\n      label\n      id\n    }\n  }\n": types.LabelsPrefixDocument,
    "\n  mutation MakeMatrix($row: String!, $col: String!, $name: String!, $privacy: Boolean) {\n    makeMatrix(row: $row, col: $col, name: $name, privacy: $privacy) {\n      ...SavedMatrixFields\n    }\n  }\n": types.MakeMatrixDocument,
    "\n  query Matrix($row: String!, $col: String!) {\n    getMatrix(row: $row, col: $col) {\n      name\n      value\n      id\n    }\n  }\n": types.MatrixDocument,
    "\n  fragment SavedMatrixFields on SavedMatrix {\n    id\n    name\n    row\n    col\n    privacy\n    isOwner\n    owner {\n      id\n      name\n    }\n  }\n": types.SavedMatrixFieldsFragmentDoc,
    "\n  query SavedMatrix($id: Int!) {\n    savedMatrix(id: $id) {\n      ...SavedMatrixFields\n    }\n  }\n": types.SavedMatrixDocument,
    "\n  query SavedMatrixes($page: Int, $perPage: Int, $q: String, $sortBy: String, $isDesc: Boolean) {\n    getSavedMatrixes(page: $page, perPage: $perPage, q: $q, sortBy: $sortBy, isDesc: $isDesc) {\n      totalCount\n      nodes {\n        ...SavedMatrixFields\n      }\n    }\n  }\n": types.SavedMatrixesDocument,
    "\n  mutation UpdateSavedMatrix(\n    $id: Int!\n    $row: String!\n    $col: String!\n    $name: String!\n    $privacy: Boolean!\n  ) {\n    updateSavedMatrix(id: $id, row: $row, col: $col, name: $name, privacy: $privacy) {\n      ...SavedMatrixFields\n    }\n  }\n": types.UpdateSavedMatrixDocument,
    "\n  query IsPrefixAvailable($prefix: String!) {\n    isPrefixAvailable(prefix: $prefix) {\n      available\n      reason\n    }\n  }\n": types.IsPrefixAvailableDocument,
    "\n  mutation CreateOrganization($input: OrganizationInput!) {\n    createOrganization(input: $input) {\n      id\n      prefix\n      organization\n    }\n  }\n": types.CreateOrganizationDocument,
    "\n  mutation CreateUser($user: CreateUserInput!) {\n    createUser(user: $user) {\n      ...PersonFields\n    }\n  }\n": types.CreateUserDocument,
    "\n  mutation EndPersonSessions($personId: Int!) {\n    endPersonSessions(personId: $personId)\n  }\n": types.EndPersonSessionsDocument,
    "\n  query ExportUsers($q: [String!], $userType: UserType, $sortBy: String, $isDesc: Boolean) {\n    exportUsers(q: $q, userType: $userType, sortBy: $sortBy, isDesc: $isDesc)\n  }\n": types.ExportUsersDocument,
    "\n  mutation InvitePerson($id: Int!) {\n    invitePerson(id: $id) {\n      email\n      expiresAt\n    }\n  }\n": types.InvitePersonDocument,
    "\n  query MySessions($offset: Int, $limit: Int) {\n    mySessions(offset: $offset, limit: $limit) {\n      totalCount\n      nodes {\n        id\n        createdAt\n        lastUsedAt\n        ip\n        userAgent\n        isCurrent\n      }\n    }\n  }\n": types.MySessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n": types.EndSessionDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n": types.EndOtherSessionsDocument,
    "\n  fragment PersonFields on User {\n    id\n    peopleHandle\n    name\n    description\n    email\n    mobile\n    userType\n    isAuthEnabled\n    roleIds\n    roles {\n      id\n      roleHandle\n      name\n    }\n    receiveWeeklyReminders\n    hasAccount\n  }\n": types.PersonFieldsFragmentDoc,
    "\n  query PersonProcesses(\n    $q: [String!]\n    $offset: Int\n    $limit: Int\n    $sortBy: String\n    $isDesc: Boolean\n  ) {\n    processes(q: $q, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc) {\n      totalCount\n      nodes {\n        id\n        processHandle\n        name\n        frequencyType\n        compactFrequency\n        frequencyDescription\n        hasNoDates\n        assignedRoles {\n          id\n          roleHandle\n          name\n        }\n      }\n    }\n  }\n": types.PersonProcessesDocument,
    "\n  mutation RemoveUser($id: Int!) {\n    removeUser(id: $id)\n  }\n": types.RemoveUserDocument,
    "\n  mutation RemoveUsers($ids: [Int!]!) {\n    removeUsers(ids: $ids)\n  }\n": types.RemoveUsersDocument,
    "\n  query RolesForPicker {\n    roles(offset: 0, limit: 1000, sortBy: \"id\", isDesc: false) {\n      totalCount\n      nodes {\n        id\n        roleHandle\n        name\n      }\n    }\n  }\n": types.RolesForPickerDocument,
    "\n  query PersonTwoFactor($id: Int!) {\n    user(id: $id) {\n      id\n      hasTwoFactor\n    }\n  }\n": types.PersonTwoFactorDocument,
    "\n  mutation RemoveUserTwoFactor($id: Int!) {\n    removeUserTwoFactor(id: $id)\n  }\n": types.RemoveUserTwoFactorDocument,
    "\n  mutation UpdateUser($user: UpdateUserInput!) {\n    updateUser(user: $user) {\n      ...PersonFields\n    }\n  }\n": types.UpdateUserDocument,
    "\n  query UserGetInfo($id: Int!) {\n    userGetInfo(id: $id) {\n      roles {\n        id\n        roleHandle\n        name\n      }\n      tasks {\n        id\n        handle\n        name\n        dueDate\n        status\n        is_late\n        is_missed\n        deleted\n        process {\n          id\n          name\n          processHandle\n        }\n      }\n    }\n  }\n": types.UserGetInfoDocument,
    "\n  query User($id: Int!) {\n    user(id: $id) {\n      ...PersonFields\n    }\n  }\n": types.UserDocument,
    "\n  query Users(\n    $q: [String!]\n    $userType: UserType\n    $offset: Int\n    $limit: Int\n    $sortBy: String\n    $isDesc: Boolean\n  ) {\n    users(\n      q: $q\n      userType: $userType\n      offset: $offset\n      limit: $limit\n      sortBy: $sortBy\n      isDesc: $isDesc\n    ) {\n      totalCount\n      nodes {\n        ...PersonFields\n      }\n    }\n  }\n": types.UsersDocument,
    "\n  fragment CategoryFields on ProcessCategory {\n    id\n    prefix\n    description\n    increment\n  }\n": types.CategoryFieldsFragmentDoc,
    "\n  mutation CreateProcessCategory($processCategory: CreateProcessCategoryInput!) {\n    createProcessCategory(processCategory: $processCategory) {\n      ...CategoryFields\n    }\n  }\n": types.CreateProcessCategoryDocument,
    "\n  query ProcessCategories(\n    $q: [String!]\n    $offset: Int\n    $limit: Int\n    $sortBy: String\n    $isDesc: Boolean\n  ) {\n    processCategories(q: $q, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc) {\n      totalCount\n      nodes {\n        ...CategoryFields\n      }\n    }\n  }\n": types.ProcessCategoriesDocument,
    "\n  mutation RemoveProcessCategory($id: Int!) {\n    removeProcessCategory(id: $id)\n  }\n": types.RemoveProcessCategoryDocument,
    "\n  mutation UpdateProcessCategory($processCategory: UpdateProcessCategoryInput!) {\n    updateProcessCategory(processCategory: $processCategory) {\n      ...CategoryFields\n    }\n  }\n": types.UpdateProcessCategoryDocument,
    "\n  query CategoriesForPicker {\n    processCategories(offset: 0, limit: 1000, sortBy: \"prefix\", isDesc: false) {\n      totalCount\n      nodes {\n        id\n        prefix\n        description\n      }\n    }\n  }\n": types.CategoriesForPickerDocument,
    "\n  mutation CreateProcess($process: CreateProcessInput!) {\n    createProcess(process: $process) {\n      ...ProcessFields\n    }\n  }\n": types.CreateProcessDocument,
    "\n  query CurrentUserProcesses(\n    $q: [String!]\n    $offset: Int\n    $limit: Int\n    $sortBy: String\n    $isDesc: Boolean\n  ) {\n    currentUserProcesses(q: $q, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc) {\n      totalCount\n      nodes {\n        ...ProcessFields\n      }\n    }\n  }\n": types.CurrentUserProcessesDocument,
    "\n  query ExportProcesses($q: [String!], $sortBy: String, $isDesc: Boolean) {\n    exportProcesses(q: $q, sortBy: $sortBy, isDesc: $isDesc)\n  }\n": types.ExportProcessesDocument,
    "\n  query ExportCurrentUserProcesses($q: [String!], $sortBy: String, $isDesc: Boolean) {\n    exportCurrentUserProcesses(q: $q, sortBy: $sortBy, isDesc: $isDesc)\n  }\n": types.ExportCurrentUserProcessesDocument,
    "\n  query LabelsForPicker {\n    labels(offset: 0, limit: 1000, sortBy: \"label\", isDesc: false) {\n      totalCount\n      nodes {\n        id\n        label\n      }\n    }\n  }\n": types.LabelsForPickerDocument,
    "\n  fragment ProcessFields on Process {\n    id\n    processHandle\n    name\n    description\n    frequencyType\n    frequency\n    compactFrequency\n    frequencyDescription\n    scheduledFrom\n    hasNoDates\n    unfinishedRule\n    categoryId\n    roleId\n    labelIds\n    assignedRoleIds\n    labels {\n      id\n      label\n    }\n    assignedRoles {\n      id\n      roleHandle\n      name\n    }\n    role {\n      id\n      roleHandle\n      name\n    }\n    docs {\n      id\n      name\n      value\n    }\n    cat {\n      id\n      prefix\n      description\n    }\n  }\n": types.ProcessFieldsFragmentDoc,
    "\n  query Process($id: Int!, $count: Int) {\n    process(id: $id) {\n      ...ProcessFields\n      users {\n        id\n        name\n        peopleHandle\n        role {\n          id\n          roleHandle\n          name\n        }\n        roles {\n          id\n          roleHandle\n          name\n        }\n      }\n      nextDates(count: $count)\n      scheduleHistory {\n        from\n        until\n        frequencyType\n        compactFrequency\n        frequencyDescription\n        scheduledFrom\n        hasNoDates\n        changedById\n        changedByName\n        changedAt\n      }\n    }\n  }\n": types.ProcessDocument,
    "\n  query Processes($q: [String!], $offset: Int, $limit: Int, $sortBy: String, $isDesc: Boolean) {\n    processes(q: $q, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc) {\n      totalCount\n      nodes {\n        ...ProcessFields\n      }\n    }\n  }\n": types.ProcessesDocument,
    "\n  mutation RemoveProcess($id: Int!) {\n    removeProcess(id: $id)\n  }\n": types.RemoveProcessDocument,
    "\n  mutation RemoveProcesses($ids: [Int!]!) {\n    removeProcesses(ids: $ids)\n  }\n": types.RemoveProcessesDocument,
    "\n  mutation UpdateProcess($process: UpdateProcessInput!) {\n    updateProcess(process: $process) {\n      ...ProcessFields\n    }\n  }\n": types.UpdateProcessDocument,
    "\n  mutation CreateRole($role: CreateRoleInput!) {\n    createRole(role: $role) {\n      ...RoleFields\n    }\n  }\n": types.CreateRoleDocument,
    "\n  query CurrentUserRoles(\n    $q: [String!]\n    $offset: Int\n    $limit: Int\n    $sortBy: String\n    $isDesc: Boolean\n  ) {\n    currentUserRoles(q: $q, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc) {\n      totalCount\n      nodes {\n        ...RoleFields\n      }\n    }\n  }\n": types.CurrentUserRolesDocument,
    "\n  query ExportRoles($q: [String!], $sortBy: String, $isDesc: Boolean) {\n    exportRoles(q: $q, sortBy: $sortBy, isDesc: $isDesc)\n  }\n": types.ExportRolesDocument,
    "\n  query ExportCurrentUserRoles($q: [String!], $sortBy: String, $isDesc: Boolean) {\n    exportCurrentUserRoles(q: $q, sortBy: $sortBy, isDesc: $isDesc)\n  }\n": types.ExportCurrentUserRolesDocument,
    "\n  query PeopleForRolePicker {\n    users(offset: 0, limit: 1000, sortBy: \"name\", isDesc: false) {\n      totalCount\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": types.PeopleForRolePickerDocument,
    "\n  mutation RemoveRole($id: Int!) {\n    removeRole(id: $id)\n  }\n": types.RemoveRoleDocument,
    "\n  mutation RemoveRoles($ids: [Int!]!) {\n    removeRoles(ids: $ids)\n  }\n": types.RemoveRolesDocument,
    "\n  fragment RoleFields on Role {\n    id\n    roleHandle\n    name\n    description\n    reportsToId\n    reportsTo {\n      id\n      roleHandle\n      name\n    }\n    filledBy {\n      id\n      name\n    }\n    assignedProcesses {\n      id\n      processHandle\n      name\n    }\n    processCount\n  }\n": types.RoleFieldsFragmentDoc,
    "\n  query Role($id: Int!) {\n    role(id: $id) {\n      ...RoleFields\n    }\n  }\n": types.RoleDocument,
    "\n  query Roles(\n    $q: [String!]\n    $filledBy: [Int!]\n    $offset: Int\n    $limit: Int\n    $sortBy: String\n    $isDesc: Boolean\n  ) {\n    roles(\n      q: $q\n      filledBy: $filledBy\n      offset: $offset\n      limit: $limit\n      sortBy: $sortBy\n      isDesc: $isDesc\n    ) {\n      totalCount\n      nodes {\n        ...RoleFields\n      }\n    }\n  }\n": types.RolesDocument,
    "\n  mutation UpdateRole($role: UpdateRoleInput!) {\n    updateRole(role: $role) {\n      ...RoleFields\n    }\n  }\n": types.UpdateRoleDocument,
    "\n  query ReminderRuns($limit: Int) {\n    reminderRuns(limit: $limit) {\n      id\n      channel\n      period\n      startedAt\n      finishedAt\n      enqueued\n      sent\n      skipped\n      failed\n      failures {\n        personId\n        personName\n        reason\n      }\n    }\n  }\n": types.ReminderRunsDocument,
    "\n  fragment SettingsScreenFields on Settings {\n    ...SettingsFields\n    tasksLookAheadDays\n    isTwoFactorRequired\n  }\n": types.SettingsScreenFieldsFragmentDoc,
    "\n  query Settings {\n    settings {\n      ...SettingsScreenFields\n    }\n  }\n": types.SettingsDocument,
    "\n  mutation UpdateSettings($settings: SettingsInput!) {\n    updateSettings(settings: $settings) {\n      ...SettingsScreenFields\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.UpdateSettingsDocument,
    "\n  mutation CreateTask($task: CreateTaskInput!) {\n    createTask(task: $task) {\n      ...TaskFields\n    }\n  }\n": types.CreateTaskDocument,
    "\n  query ExportTasks($q: [String!], $sortBy: String, $isDesc: Boolean, $from: String, $to: String) {\n    exportTasks(q: $q, sortBy: $sortBy, isDesc: $isDesc, from: $from, to: $to)\n  }\n": types.ExportTasksDocument,
    "\n  query ExportMyTasks(\n    $q: [String!]\n    $sortBy: String\n    $isDesc: Boolean\n    $from: String\n    $to: String\n  ) {\n    exportMyTasks(q: $q, sortBy: $sortBy, isDesc: $isDesc, from: $from, to: $to)\n  }\n": types.ExportMyTasksDocument,
    "\n  query MyCalendarFeed {\n    myCalendarFeed {\n      url\n      createdAt\n    }\n  }\n": types.MyCalendarFeedDocument,
    "\n  query PeopleForTasks {\n    users(offset: 0, limit: 1000, sortBy: \"name\", isDesc: false) {\n      nodes {\n        id\n        name\n        peopleHandle\n      }\n    }\n  }\n": types.PeopleForTasksDocument,
    "\n  query ProcessesForTaskPicker {\n    processes(offset: 0, limit: 1000, sortBy: \"name\", isDesc: false) {\n      nodes {\n        id\n        name\n        processHandle\n      }\n    }\n  }\n": types.ProcessesForTaskPickerDocument,
    "\n  query LabelsForTasks {\n    labels(offset: 0, limit: 1000, sortBy: \"label\", isDesc: false) {\n      nodes {\n        id\n        label\n      }\n    }\n  }\n": types.LabelsForTasksDocument,
    "\n  query RolesForTasks {\n    roles(offset: 0, limit: 1000, sortBy: \"roleHandle\", isDesc: false) {\n      nodes {\n        id\n        roleHandle\n        name\n      }\n    }\n  }\n": types.RolesForTasksDocument,
    "\n  mutation RemoveMyCalendarFeed {\n    removeMyCalendarFeed\n  }\n": types.RemoveMyCalendarFeedDocument,
    "\n  mutation RemoveTask($id: Int, $handle: String, $reason: String) {\n    removeTask(id: $id, handle: $handle, reason: $reason)\n  }\n": types.RemoveTaskDocument,
    "\n  mutation ResetMyCalendarFeed {\n    resetMyCalendarFeed {\n      url\n      createdAt\n    }\n  }\n": types.ResetMyCalendarFeedDocument,
    "\n  mutation SkipTasks($from: String!, $to: String!, $q: [String!], $reason: String!) {\n    skipTasks(from: $from, to: $to, q: $q, reason: $reason)\n  }\n": types.SkipTasksDocument,
    "\n  query Tasks(\n    $q: [String!]\n    $offset: Int\n    $limit: Int\n    $sortBy: String\n    $isDesc: Boolean\n    $from: String\n    $to: String\n  ) {\n    tasks(\n      q: $q\n      offset: $offset\n      limit: $limit\n      sortBy: $sortBy\n      isDesc: $isDesc\n      from: $from\n      to: $to\n    ) {\n      totalCount\n      nodes {\n        ...TaskFields\n      }\n    }\n  }\n": types.TasksDocument,
    "\n  query MyTasks(\n    $q: [String!]\n    $offset: Int\n    $limit: Int\n    $sortBy: String\n    $isDesc: Boolean\n    $from: String\n    $to: String\n  ) {\n    myTasks(\n      q: $q\n      offset: $offset\n      limit: $limit\n      sortBy: $sortBy\n      isDesc: $isDesc\n      from: $from\n      to: $to\n    ) {\n      totalCount\n      nodes {\n        ...TaskFields\n      }\n    }\n  }\n": types.MyTasksDocument,
    "\n  mutation UpdateFutureTask($task: FutureTaskInput!) {\n    updateFutureTask(task: $task) {\n      ...TaskFields\n    }\n  }\n": types.UpdateFutureTaskDocument,
    "\n  mutation UpdateTasks($tasks: [UpdateTaskInput!]!) {\n    updateTasks(tasks: $tasks) {\n      ...TaskFields\n    }\n  }\n": types.UpdateTasksDocument,
    "\n  query Session {\n    currentUser {\n      ...CurrentUserFields\n    }\n    settings {\n      ...SettingsFields\n    }\n  }\n": types.SessionDocument,
    "\n  query SessionUser {\n    currentUser {\n      ...CurrentUserFields\n    }\n  }\n": types.SessionUserDocument,
    "\n  query SessionSettings {\n    settings {\n      ...SettingsFields\n    }\n  }\n": types.SessionSettingsDocument,
    "\n  fragment CurrentUserFields on User {\n    id\n    peopleHandle\n    name\n    description\n    email\n    userType\n    isAuthEnabled\n    roleIds\n    roles {\n      id\n      roleHandle\n      name\n    }\n    receiveWeeklyReminders\n  }\n": types.CurrentUserFieldsFragmentDoc,
    "\n  fragment SettingsFields on Settings {\n    organizationName\n    timezone\n    isEmailAuthEnabled\n    isGoogleAuthEnabled\n    isMicrosoftAuthEnabled\n    sendDailyRemindersForLateTasksViaSMS\n    sendWeeklyRemindersViaEmail\n  }\n": types.SettingsFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelUsersImport {\n    cancelUsersImport\n  }\n"): typeof import('./graphql').CancelUsersImportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelRolesImport {\n    cancelRolesImport\n  }\n"): typeof import('./graphql').CancelRolesImportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelProcessesImport {\n    cancelProcessesImport\n  }\n"): typeof import('./graphql').CancelProcessesImportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImportProgress($kind: ImportKind!) {\n    importProgress(kind: $kind) {\n      kind\n      phase\n      dryRun\n      linesTotal\n      linesChecked\n      linesWritten\n    }\n  }\n"): typeof import('./graphql').ImportProgressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ImportResultFields on ImportResult {\n    dryRun\n    cancelled\n    created {\n      line\n      message\n      record\n    }\n    updated {\n      line\n      message\n      record\n      changes {\n        field\n        from\n        to\n      }\n      warnings\n    }\n    errors {\n      line\n      message\n      record\n    }\n    messages {\n      line\n      message\n      record\n    }\n  }\n"): typeof import('./graphql').ImportResultFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportUsers(\n    $csvText: String!\n    $dryRun: Boolean\n    $blankCellsClear: Boolean\n    $effectiveOn: String\n  ) {\n    importUsers(\n      csvText: $csvText\n      dryRun: $dryRun\n      blankCellsClear: $blankCellsClear\n      effectiveOn: $effectiveOn\n    ) {\n      ...ImportResultFields\n    }\n  }\n"): typeof import('./graphql').ImportUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportRoles($csvText: String!, $dryRun: Boolean, $blankCellsClear: Boolean) {\n    importRoles(csvText: $csvText, dryRun: $dryRun, blankCellsClear: $blankCellsClear) {\n      ...ImportResultFields\n    }\n  }\n"): typeof import('./graphql').ImportRolesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportProcesses($csvText: String!, $dryRun: Boolean, $blankCellsClear: Boolean) {\n    importProcesses(csvText: $csvText, dryRun: $dryRun, blankCellsClear: $blankCellsClear) {\n      ...ImportResultFields\n    }\n  }\n"): typeof import('./graphql').ImportProcessesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HoldingFields on RoleHolding {\n    roleId\n    roleHandle\n    roleName\n    personId\n    personName\n    from\n    until\n  }\n"): typeof import('./graphql').HoldingFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonHoldings($id: Int!) {\n    user(id: $id) {\n      id\n      holdings {\n        ...HoldingFields\n      }\n    }\n  }\n"): typeof import('./graphql').PersonHoldingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoleHoldings($id: Int!) {\n    role(id: $id) {\n      id\n      holdings {\n        ...HoldingFields\n      }\n    }\n  }\n"): typeof import('./graphql').RoleHoldingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFilter($filter: CreateFilterInput!) {\n    createFilter(filter: $filter) {\n      ...SavedFilterFields\n    }\n  }\n"): typeof import('./graphql').CreateFilterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedFilterFields on Filter {\n    id\n    name\n    associatedEntity\n    private\n    owner {\n      id\n      name\n    }\n    criteria\n  }\n"): typeof import('./graphql').SavedFilterFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FiltersAccessibleToCurrentUser($associatedEntities: [String!]) {\n    filtersAccessibleToCurrentUser(\n      offset: 0\n      limit: 1000\n      sortBy: \"name\"\n      isDesc: false\n      associatedEntities: $associatedEntities\n    ) {\n      totalCount\n      nodes {\n        ...SavedFilterFields\n      }\n    }\n  }\n"): typeof import('./graphql').FiltersAccessibleToCurrentUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFilter($id: Int!) {\n    removeFilter(id: $id)\n  }\n"): typeof import('./graphql').RemoveFilterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFilter($filter: UpdateFilterInput!) {\n    updateFilter(filter: $filter) {\n      ...SavedFilterFields\n    }\n  }\n"): typeof import('./graphql').UpdateFilterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TaskFields on Task {\n    id\n    handle\n    init_handle\n    name\n    description\n    processId\n    userId\n    dueDate\n    status\n    is_late\n    is_missed\n    deleted\n    skipReason\n    updated_at\n    isManuallyCreated\n    updatedBy {\n      id\n      name\n    }\n    assignee {\n      id\n      name\n    }\n    process {\n      id\n      name\n      processHandle\n    }\n    history {\n      at\n      by {\n        id\n        name\n      }\n      changes {\n        field\n        from\n        to\n      }\n    }\n  }\n"): typeof import('./graphql').TaskFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTask($task: UpdateTaskInput!) {\n    updateTask(task: $task) {\n      ...TaskFields\n    }\n  }\n"): typeof import('./graphql').UpdateTaskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditEntries(\n    $personId: Int\n    $entity: String\n    $action: String\n    $from: String\n    $to: String\n    $offset: Int\n    $limit: Int\n  ) {\n    auditEntries(\n      personId: $personId\n      entity: $entity\n      action: $action\n      from: $from\n      to: $to\n      offset: $offset\n      limit: $limit\n    ) {\n      totalCount\n      totalCountCapped\n      nodes {\n        id\n        at\n        personId\n        personName\n        sessionId\n        actor\n        clientAddress\n        entity\n        entityId\n        action\n        before\n        after\n        seq\n        hash\n      }\n    }\n  }\n"): typeof import('./graphql').AuditEntriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditPeople {\n    users(limit: 1000, sortBy: \"name\") {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').AuditPeopleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditRetention {\n    auditRetentionDays\n  }\n"): typeof import('./graphql').AuditRetentionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAuditRetention($days: Int!) {\n    updateAuditRetention(days: $days)\n  }\n"): typeof import('./graphql').UpdateAuditRetentionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportAuditEntries(\n    $personId: Int\n    $entity: String\n    $action: String\n    $from: String\n    $to: String\n  ) {\n    exportAuditEntries(personId: $personId, entity: $entity, action: $action, from: $from, to: $to)\n  }\n"): typeof import('./graphql').ExportAuditEntriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TenantLoginOptions($tenant: String!) {\n    tenantLoginOptions(tenant: $tenant) {\n      organizationName\n      isEmailAuthEnabled\n      isGoogleAuthEnabled\n      isMicrosoftAuthEnabled\n    }\n  }\n"): typeof import('./graphql').TenantLoginOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NextTasks($q: [String!], $limit: Int, $sortBy: String, $from: String, $to: String) {\n    myTasks(q: $q, offset: 0, limit: $limit, sortBy: $sortBy, isDesc: false, from: $from, to: $to) {\n      totalCount\n      nodes {\n        ...TaskFields\n      }\n    }\n  }\n"): typeof import('./graphql').NextTasksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizationStatistics {\n    organizationStatistics {\n      processes {\n        ...ProcessStatisticsFields\n      }\n      lateTasks {\n        ...LateTaskStatisticsFields\n      }\n      roles {\n        all\n        noUsers\n        noProcesses\n      }\n      users {\n        all\n        admins\n        managers\n        users\n        noAccess\n        noRole\n      }\n      today\n      lookAheadDays\n      tasksByWeek {\n        weekStart\n        notStarted\n        inProgress\n        complete\n      }\n      lateTasksByRole {\n        roleId\n        roleHandle\n        name\n        count\n      }\n      processesByCategory {\n        categoryId\n        prefix\n        count\n      }\n    }\n  }\n"): typeof import('./graphql').OrganizationStatisticsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonalStatistics {\n    personalStatistics {\n      processes {\n        ...ProcessStatisticsFields\n      }\n      lateTasks {\n        ...LateTaskStatisticsFields\n      }\n      roles {\n        all\n        noProcesses\n      }\n      today\n      lookAheadDays\n    }\n  }\n"): typeof import('./graphql').PersonalStatisticsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProcessStatisticsFields on ProcessStatistics {\n    all\n    scheduled\n    scheduledNoDates\n    needed\n    noRoles\n    noDescription\n    noLabel\n    noDocs\n  }\n"): typeof import('./graphql').ProcessStatisticsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LateTaskStatisticsFields on LateTaskStatistics {\n    allLate\n    all\n    inProgress\n    notStarted\n    missed\n    skipped\n  }\n"): typeof import('./graphql').LateTaskStatisticsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FiltersPage(\n    $q: [String!]\n    $offset: Int\n    $limit: Int\n    $sortBy: String\n    $isDesc: Boolean\n    $associatedEntities: [String!]\n  ) {\n    filtersAccessibleToCurrentUser(\n      q: $q\n      offset: $offset\n      limit: $limit\n      sortBy: $sortBy\n      isDesc: $isDesc\n      associatedEntities: $associatedEntities\n    ) {\n      totalCount\n      nodes {\n        ...SavedFilterFields\n      }\n    }\n  }\n"): typeof import('./graphql').FiltersPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLabel($label: CreateLabelInput!) {\n    createLabel(label: $label) {\n      ...LabelFields\n    }\n  }\n"): typeof import('./graphql').CreateLabelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LabelFields on Label {\n    id\n    label\n    prefix\n    processes\n  }\n"): typeof import('./graphql').LabelFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Labels($q: [String!], $offset: Int, $limit: Int, $sortBy: String, $isDesc: Boolean) {\n    labels(q: $q, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc) {\n      totalCount\n      nodes {\n        ...LabelFields\n      }\n    }\n  }\n"): typeof import('./graphql').LabelsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveLabel($id: Int!) {\n    removeLabel(id: $id)\n  }\n"): typeof import('./graphql').RemoveLabelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLabel($label: UpdateLabelInput!) {\n    updateLabel(label: $label) {\n      ...LabelFields\n    }\n  }\n"): typeof import('./graphql').UpdateLabelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSavedMatrix($id: Int!) {\n    deleteSavedMatrix(id: $id)\n  }\n"): typeof import('./graphql').DeleteSavedMatrixDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportMatrix($row: String!, $col: String!) {\n    exportMatrix(row: $row, col: $col)\n  }\n"): typeof import('./graphql').ExportMatrixDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportSavedMatrices($q: String, $sortBy: String, $isDesc: Boolean) {\n    exportSavedMatrices(q: $q, sortBy: $sortBy, isDesc: $isDesc)\n  }\n"): typeof import('./graphql').ExportSavedMatricesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LabelsPrefix {\n    getLabelsPrefix {\n      label\n      id\n    }\n  }\n"): typeof import('./graphql').LabelsPrefixDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MakeMatrix($row: String!, $col: String!, $name: String!, $privacy: Boolean) {\n    makeMatrix(row: $row, col: $col, name: $name, privacy: $privacy) {\n      ...SavedMatrixFields\n    }\n  }\n"): typeof import('./graphql').MakeMatrixDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Matrix($row: String!, $col: String!) {\n    getMatrix(row: $row, col: $col) {\n      name\n      value\n      id\n    }\n  }\n"): typeof import('./graphql').MatrixDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedMatrixFields on SavedMatrix {\n    id\n    name\n    row\n    col\n    privacy\n    isOwner\n    owner {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').SavedMatrixFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedMatrix($id: Int!) {\n    savedMatrix(id: $id) {\n      ...SavedMatrixFields\n    }\n  }\n"): typeof import('./graphql').SavedMatrixDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedMatrixes($page: Int, $perPage: Int, $q: String, $sortBy: String, $isDesc: Boolean) {\n    getSavedMatrixes(page: $page, perPage: $perPage, q: $q, sortBy: $sortBy, isDesc: $isDesc) {\n      totalCount\n      nodes {\n        ...SavedMatrixFields\n      }\n    }\n  }\n"): typeof import('./graphql').SavedMatrixesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSavedMatrix(\n    $id: Int!\n    $row: String!\n    $col: String!\n    $name: String!\n    $privacy: Boolean!\n  ) {\n    updateSavedMatrix(id: $id, row: $row, col: $col, name: $name, privacy: $privacy) {\n      ...SavedMatrixFields\n    }\n  }\n"): typeof import('./graphql').UpdateSavedMatrixDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsPrefixAvailable($prefix: String!) {\n    isPrefixAvailable(prefix: $prefix) {\n      available\n      reason\n    }\n  }\n"): typeof import('./graphql').IsPrefixAvailableDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOrganization($input: OrganizationInput!) {\n    createOrganization(input: $input) {\n      id\n      prefix\n      organization\n    }\n  }\n"): typeof import('./graphql').CreateOrganizationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUser($user: CreateUserInput!) {\n    createUser(user: $user) {\n      ...PersonFields\n    }\n  }\n"): typeof import('./graphql').CreateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndPersonSessions($personId: Int!) {\n    endPersonSessions(personId: $personId)\n  }\n"): typeof import('./graphql').EndPersonSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportUsers($q: [String!], $userType: UserType, $sortBy: String, $isDesc: Boolean) {\n    exportUsers(q: $q, userType: $userType, sortBy: $sortBy, isDesc: $isDesc)\n  }\n"): typeof import('./graphql').ExportUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InvitePerson($id: Int!) {\n    invitePerson(id: $id) {\n      email\n      expiresAt\n    }\n  }\n"): typeof import('./graphql').InvitePersonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySessions($offset: Int, $limit: Int) {\n    mySessions(offset: $offset, limit: $limit) {\n      totalCount\n      nodes {\n        id\n        createdAt\n        lastUsedAt\n        ip\n        userAgent\n        isCurrent\n      }\n    }\n  }\n"): typeof import('./graphql').MySessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n"): typeof import('./graphql').EndSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n"): typeof import('./graphql').EndOtherSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonFields on User {\n    id\n    peopleHandle\n    name\n    description\n    email\n    mobile\n    userType\n    isAuthEnabled\n    roleIds\n    roles {\n      id\n      roleHandle\n      name\n    }\n    receiveWeeklyReminders\n    hasAccount\n  }\n"): typeof import('./graphql').PersonFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonProcesses(\n    $q: [String!]\n    $offset: Int\n    $limit: Int\n    $sortBy: String\n    $isDesc: Boolean\n  ) {\n    processes(q: $q, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc) {\n      totalCount\n      nodes {\n        id\n        processHandle\n        name\n        frequencyType\n        compactFrequency\n        frequencyDescription\n        hasNoDates\n        assignedRoles {\n          id\n          roleHandle\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PersonProcessesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveUser($id: Int!) {\n    removeUser(id: $id)\n  }\n"): typeof import('./graphql').RemoveUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveUsers($ids: [Int!]!) {\n    removeUsers(ids: $ids)\n  }\n"): typeof import('./graphql').RemoveUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RolesForPicker {\n    roles(offset: 0, limit: 1000, sortBy: \"id\", isDesc: false) {\n      totalCount\n      nodes {\n        id\n        roleHandle\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').RolesForPickerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonTwoFactor($id: Int!) {\n    user(id: $id) {\n      id\n      hasTwoFactor\n    }\n  }\n"): typeof import('./graphql').PersonTwoFactorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveUserTwoFactor($id: Int!) {\n    removeUserTwoFactor(id: $id)\n  }\n"): typeof import('./graphql').RemoveUserTwoFactorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($user: UpdateUserInput!) {\n    updateUser(user: $user) {\n      ...PersonFields\n    }\n  }\n"): typeof import('./graphql').UpdateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserGetInfo($id: Int!) {\n    userGetInfo(id: $id) {\n      roles {\n        id\n        roleHandle\n        name\n      }\n      tasks {\n        id\n        handle\n        name\n        dueDate\n        status\n        is_late\n        is_missed\n        deleted\n        process {\n          id\n          name\n          processHandle\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').UserGetInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query User($id: Int!) {\n    user(id: $id) {\n      ...PersonFields\n    }\n  }\n"): typeof import('./graphql').UserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Users(\n    $q: [String!]\n    $userType: UserType\n    $offset: Int\n    $limit: Int\n    $sortBy: String\n    $isDesc: Boolean\n  ) {\n    users(\n      q: $q\n      userType: $userType\n      offset: $offset\n      limit: $limit\n      sortBy: $sortBy\n      isDesc: $isDesc\n    ) {\n      totalCount\n      nodes {\n        ...PersonFields\n      }\n    }\n  }\n"): typeof import('./graphql').UsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryFields on ProcessCategory {\n    id\n    prefix\n    description\n    increment\n  }\n"): typeof import('./graphql').CategoryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProcessCategory($processCategory: CreateProcessCategoryInput!) {\n    createProcessCategory(processCategory: $processCategory) {\n      ...CategoryFields\n    }\n  }\n"): typeof import('./graphql').CreateProcessCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProcessCategories(\n    $q: [String!]\n    $offset: Int\n    $limit: Int\n    $sortBy: String\n    $isDesc: Boolean\n  ) {\n    processCategories(q: $q, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc) {\n      totalCount\n      nodes {\n        ...CategoryFields\n      }\n    }\n  }\n"): typeof import('./graphql').ProcessCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveProcessCategory($id: Int!) {\n    removeProcessCategory(id: $id)\n  }\n"): typeof import('./graphql').RemoveProcessCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProcessCategory($processCategory: UpdateProcessCategoryInput!) {\n    updateProcessCategory(processCategory: $processCategory) {\n      ...CategoryFields\n    }\n  }\n"): typeof import('./graphql').UpdateProcessCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoriesForPicker {\n    processCategories(offset: 0, limit: 1000, sortBy: \"prefix\", isDesc: false) {\n      totalCount\n      nodes {\n        id\n        prefix\n        description\n      }\n    }\n  }\n"): typeof import('./graphql').CategoriesForPickerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProcess($process: CreateProcessInput!) {\n    createProcess(process: $process) {\n      ...ProcessFields\n    }\n  }\n"): typeof import('./graphql').CreateProcessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUserProcesses(\n    $q: [String!]\n    $offset: Int\n    $limit: Int\n    $sortBy: String\n    $isDesc: Boolean\n  ) {\n    currentUserProcesses(q: $q, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc) {\n      totalCount\n      nodes {\n        ...ProcessFields\n      }\n    }\n  }\n"): typeof import('./graphql').CurrentUserProcessesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportProcesses($q: [String!], $sortBy: String, $isDesc: Boolean) {\n    exportProcesses(q: $q, sortBy: $sortBy, isDesc: $isDesc)\n  }\n"): typeof import('./graphql').ExportProcessesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportCurrentUserProcesses($q: [String!], $sortBy: String, $isDesc: Boolean) {\n    exportCurrentUserProcesses(q: $q, sortBy: $sortBy, isDesc: $isDesc)\n  }\n"): typeof import('./graphql').ExportCurrentUserProcessesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LabelsForPicker {\n    labels(offset: 0, limit: 1000, sortBy: \"label\", isDesc: false) {\n      totalCount\n      nodes {\n        id\n        label\n      }\n    }\n  }\n"): typeof import('./graphql').LabelsForPickerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProcessFields on Process {\n    id\n    processHandle\n    name\n    description\n    frequencyType\n    frequency\n    compactFrequency\n    frequencyDescription\n    scheduledFrom\n    hasNoDates\n    unfinishedRule\n    categoryId\n    roleId\n    labelIds\n    assignedRoleIds\n    labels {\n      id\n      label\n    }\n    assignedRoles {\n      id\n      roleHandle\n      name\n    }\n    role {\n      id\n      roleHandle\n      name\n    }\n    docs {\n      id\n      name\n      value\n    }\n    cat {\n      id\n      prefix\n      description\n    }\n  }\n"): typeof import('./graphql').ProcessFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Process($id: Int!, $count: Int) {\n    process(id: $id) {\n      ...ProcessFields\n      users {\n        id\n        name\n        peopleHandle\n        role {\n          id\n          roleHandle\n          name\n        }\n        roles {\n          id\n          roleHandle\n          name\n        }\n      }\n      nextDates(count: $count)\n      scheduleHistory {\n        from\n        until\n        frequencyType\n        compactFrequency\n        frequencyDescription\n        scheduledFrom\n        hasNoDates\n        changedById\n        changedByName\n        changedAt\n      }\n    }\n  }\n"): typeof import('./graphql').ProcessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Processes($q: [String!], $offset: Int, $limit: Int, $sortBy: String, $isDesc: Boolean) {\n    processes(q: $q, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc) {\n      totalCount\n      nodes {\n        ...ProcessFields\n      }\n    }\n  }\n"): typeof import('./graphql').ProcessesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveProcess($id: Int!) {\n    removeProcess(id: $id)\n  }\n"): typeof import('./graphql').RemoveProcessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveProcesses($ids: [Int!]!) {\n    removeProcesses(ids: $ids)\n  }\n"): typeof import('./graphql').RemoveProcessesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProcess($process: UpdateProcessInput!) {\n    updateProcess(process: $process) {\n      ...ProcessFields\n    }\n  }\n"): typeof import('./graphql').UpdateProcessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRole($role: CreateRoleInput!) {\n    createRole(role: $role) {\n      ...RoleFields\n    }\n  }\n"): typeof import('./graphql').CreateRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUserRoles(\n    $q: [String!]\n    $offset: Int\n    $limit: Int\n    $sortBy: String\n    $isDesc: Boolean\n  ) {\n    currentUserRoles(q: $q, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc) {\n      totalCount\n      nodes {\n        ...RoleFields\n      }\n    }\n  }\n"): typeof import('./graphql').CurrentUserRolesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportRoles($q: [String!], $sortBy: String, $isDesc: Boolean) {\n    exportRoles(q: $q, sortBy: $sortBy, isDesc: $isDesc)\n  }\n"): typeof import('./graphql').ExportRolesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportCurrentUserRoles($q: [String!], $sortBy: String, $isDesc: Boolean) {\n    exportCurrentUserRoles(q: $q, sortBy: $sortBy, isDesc: $isDesc)\n  }\n"): typeof import('./graphql').ExportCurrentUserRolesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PeopleForRolePicker {\n    users(offset: 0, limit: 1000, sortBy: \"name\", isDesc: false) {\n      totalCount\n      nodes {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').PeopleForRolePickerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveRole($id: Int!) {\n    removeRole(id: $id)\n  }\n"): typeof import('./graphql').RemoveRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveRoles($ids: [Int!]!) {\n    removeRoles(ids: $ids)\n  }\n"): typeof import('./graphql').RemoveRolesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RoleFields on Role {\n    id\n    roleHandle\n    name\n    description\n    reportsToId\n    reportsTo {\n      id\n      roleHandle\n      name\n    }\n    filledBy {\n      id\n      name\n    }\n    assignedProcesses {\n      id\n      processHandle\n      name\n    }\n    processCount\n  }\n"): typeof import('./graphql').RoleFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Role($id: Int!) {\n    role(id: $id) {\n      ...RoleFields\n    }\n  }\n"): typeof import('./graphql').RoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Roles(\n    $q: [String!]\n    $filledBy: [Int!]\n    $offset: Int\n    $limit: Int\n    $sortBy: String\n    $isDesc: Boolean\n  ) {\n    roles(\n      q: $q\n      filledBy: $filledBy\n      offset: $offset\n      limit: $limit\n      sortBy: $sortBy\n      isDesc: $isDesc\n    ) {\n      totalCount\n      nodes {\n        ...RoleFields\n      }\n    }\n  }\n"): typeof import('./graphql').RolesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRole($role: UpdateRoleInput!) {\n    updateRole(role: $role) {\n      ...RoleFields\n    }\n  }\n"): typeof import('./graphql').UpdateRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReminderRuns($limit: Int) {\n    reminderRuns(limit: $limit) {\n      id\n      channel\n      period\n      startedAt\n      finishedAt\n      enqueued\n      sent\n      skipped\n      failed\n      failures {\n        personId\n        personName\n        reason\n      }\n    }\n  }\n"): typeof import('./graphql').ReminderRunsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SettingsScreenFields on Settings {\n    ...SettingsFields\n    tasksLookAheadDays\n    isTwoFactorRequired\n  }\n"): typeof import('./graphql').SettingsScreenFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Settings {\n    settings {\n      ...SettingsScreenFields\n    }\n  }\n"): typeof import('./graphql').SettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSettings($settings: SettingsInput!) {\n    updateSettings(settings: $settings) {\n      ...SettingsScreenFields\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTask($task: CreateTaskInput!) {\n    createTask(task: $task) {\n      ...TaskFields\n    }\n  }\n"): typeof import('./graphql').CreateTaskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportTasks($q: [String!], $sortBy: String, $isDesc: Boolean, $from: String, $to: String) {\n    exportTasks(q: $q, sortBy: $sortBy, isDesc: $isDesc, from: $from, to: $to)\n  }\n"): typeof import('./graphql').ExportTasksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportMyTasks(\n    $q: [String!]\n    $sortBy: String\n    $isDesc: Boolean\n    $from: String\n    $to: String\n  ) {\n    exportMyTasks(q: $q, sortBy: $sortBy, isDesc: $isDesc, from: $from, to: $to)\n  }\n"): typeof import('./graphql').ExportMyTasksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCalendarFeed {\n    myCalendarFeed {\n      url\n      createdAt\n    }\n  }\n"): typeof import('./graphql').MyCalendarFeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PeopleForTasks {\n    users(offset: 0, limit: 1000, sortBy: \"name\", isDesc: false) {\n      nodes {\n        id\n        name\n        peopleHandle\n      }\n    }\n  }\n"): typeof import('./graphql').PeopleForTasksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProcessesForTaskPicker {\n    processes(offset: 0, limit: 1000, sortBy: \"name\", isDesc: false) {\n      nodes {\n        id\n        name\n        processHandle\n      }\n    }\n  }\n"): typeof import('./graphql').ProcessesForTaskPickerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LabelsForTasks {\n    labels(offset: 0, limit: 1000, sortBy: \"label\", isDesc: false) {\n      nodes {\n        id\n        label\n      }\n    }\n  }\n"): typeof import('./graphql').LabelsForTasksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RolesForTasks {\n    roles(offset: 0, limit: 1000, sortBy: \"roleHandle\", isDesc: false) {\n      nodes {\n        id\n        roleHandle\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').RolesForTasksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveMyCalendarFeed {\n    removeMyCalendarFeed\n  }\n"): typeof import('./graphql').RemoveMyCalendarFeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveTask($id: Int, $handle: String, $reason: String) {\n    removeTask(id: $id, handle: $handle, reason: $reason)\n  }\n"): typeof import('./graphql').RemoveTaskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetMyCalendarFeed {\n    resetMyCalendarFeed {\n      url\n      createdAt\n    }\n  }\n"): typeof import('./graphql').ResetMyCalendarFeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SkipTasks($from: String!, $to: String!, $q: [String!], $reason: String!) {\n    skipTasks(from: $from, to: $to, q: $q, reason: $reason)\n  }\n"): typeof import('./graphql').SkipTasksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tasks(\n    $q: [String!]\n    $offset: Int\n    $limit: Int\n    $sortBy: String\n    $isDesc: Boolean\n    $from: String\n    $to: String\n  ) {\n    tasks(\n      q: $q\n      offset: $offset\n      limit: $limit\n      sortBy: $sortBy\n      isDesc: $isDesc\n      from: $from\n      to: $to\n    ) {\n      totalCount\n      nodes {\n        ...TaskFields\n      }\n    }\n  }\n"): typeof import('./graphql').TasksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTasks(\n    $q: [String!]\n    $offset: Int\n    $limit: Int\n    $sortBy: String\n    $isDesc: Boolean\n    $from: String\n    $to: String\n  ) {\n    myTasks(\n      q: $q\n      offset: $offset\n      limit: $limit\n      sortBy: $sortBy\n      isDesc: $isDesc\n      from: $from\n      to: $to\n    ) {\n      totalCount\n      nodes {\n        ...TaskFields\n      }\n    }\n  }\n"): typeof import('./graphql').MyTasksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFutureTask($task: FutureTaskInput!) {\n    updateFutureTask(task: $task) {\n      ...TaskFields\n    }\n  }\n"): typeof import('./graphql').UpdateFutureTaskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTasks($tasks: [UpdateTaskInput!]!) {\n    updateTasks(tasks: $tasks) {\n      ...TaskFields\n    }\n  }\n"): typeof import('./graphql').UpdateTasksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Session {\n    currentUser {\n      ...CurrentUserFields\n    }\n    settings {\n      ...SettingsFields\n    }\n  }\n"): typeof import('./graphql').SessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionUser {\n    currentUser {\n      ...CurrentUserFields\n    }\n  }\n"): typeof import('./graphql').SessionUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionSettings {\n    settings {\n      ...SettingsFields\n    }\n  }\n"): typeof import('./graphql').SessionSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CurrentUserFields on User {\n    id\n    peopleHandle\n    name\n    description\n    email\n    userType\n    isAuthEnabled\n    roleIds\n    roles {\n      id\n      roleHandle\n      name\n    }\n    receiveWeeklyReminders\n  }\n"): typeof import('./graphql').CurrentUserFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SettingsFields on Settings {\n    organizationName\n    timezone\n    isEmailAuthEnabled\n    isGoogleAuthEnabled\n    isMicrosoftAuthEnabled\n    sendDailyRemindersForLateTasksViaSMS\n    sendWeeklyRemindersViaEmail\n  }\n"): typeof import('./graphql').SettingsFieldsFragmentDoc;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
